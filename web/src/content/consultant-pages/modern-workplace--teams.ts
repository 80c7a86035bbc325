import { ArrowRightLeft, FolderCheck, FolderTree, Handshake, Headset, Laptop, Layers, Mic, Monitor, Phone, PhoneCall, Presentation, Settings2, Video } from 'lucide-react';
import type { ConsultantPageContent } from '../types';

export default {
  seo: {
    title: 'Microsoft Teams Consulting, Calling and Meeting Rooms',
    description:
      'Microsoft Teams consulting for Australian businesses: Teams Phone with local numbers, Teams Rooms, governance, guest access and moves off legacy phone systems.',
  },
  hero: {
    family: 'modern-workplace',
    imageAlt: 'Illustration of people, chat messages, a calendar and a phone linked around a central hub, representing Microsoft Teams calling and meetings',
    overline: 'Microsoft Teams',
    title: 'Microsoft Teams as Your Hub for Chat, Meetings and Calling',
    subtitle:
      'From a well-governed team structure to Teams Phone and meeting rooms, we make Teams the place your organisation actually gets work done.',
  },
  intro: {
    heading: 'Much More Than a Chat App',
    paragraphs: [
      'Many organisations switched Teams on overnight and never went back to plan it. The result is hundreds of teams with unclear owners, files scattered across channels and a separate phone system still mounted on the wall. With the right design, Teams can replace that PBX, simplify meetings and give every project a tidy home.',
      'We work through Teams in three parts: how teams and channels are created and retired, how calls reach your people on Australian phone numbers, and how meeting rooms connect everyone in the room with colleagues joining remotely. You can take on one part at a time or combine all three into a single project.',
    ],
  },
  highlights: {
    heading: 'Microsoft Teams Services We Provide',
    items: [
      {
        icon: PhoneCall,
        title: 'Teams Phone',
        description:
          'Replace an ageing PBX with Teams Phone and keep your existing Australian numbers through Operator Connect, Microsoft Calling Plans or Direct Routing with a session border controller.',
      },
      {
        icon: Presentation,
        title: 'Teams Rooms',
        description:
          'Certified Teams Rooms devices for huddle spaces and boardrooms, with one-touch join, content cameras and fleet oversight through Teams Rooms Pro.',
      },
      {
        icon: FolderTree,
        title: 'Team and Channel Governance',
        description:
          'Creation policies, naming rules, owner responsibilities and expiry for inactive teams keep the list of teams meaningful as the organisation grows.',
      },
      {
        icon: Handshake,
        title: 'Secure Collaboration With Partners',
        description:
          'Guest access, external access and shared channels are configured so you can work with clients and suppliers without exposing internal conversations.',
      },
      {
        icon: Headset,
        title: 'Call Queues and Auto Attendants',
        description:
          'Reception menus, business-hours routing and call queues for sales and support teams, with emergency calling addresses recorded for each Australian site.',
      },
      {
        icon: Video,
        title: 'Webinars and Town Halls',
        description:
          'Teams webinars and town halls for all-staff briefings and customer events, with registration, moderated Q&A and recordings kept under your retention rules.',
      },
    ],
  },
  mission: {
    heading: 'Communication Tools That Bring People Together',
    text: 'Our job is not finished when the phones start ringing in Teams. We stay until receptionists are comfortable with call handling, meeting organisers trust the rooms and team owners know how to keep their spaces in order.',
  },
  expertise: {
    heading: 'Teams Expertise Across Every Workload',
    items: [
      {
        icon: Phone,
        title: 'Voice and Telephony',
        points: [
          'Number porting from Australian carriers',
          'Operator Connect and Direct Routing design',
          'Desk phones, headsets and DECT handsets certified for Teams',
          'Compliance call recording through certified partners',
        ],
      },
      {
        icon: Monitor,
        title: 'Meeting Spaces',
        points: [
          'Room surveys for camera, microphone and display placement',
          'Teams Rooms on Windows and Android',
          'Bring-your-own-meeting setups for small rooms',
          'Monitoring through the Teams Rooms Pro Management portal',
        ],
      },
      {
        icon: Settings2,
        title: 'Administration and Policy',
        points: [
          'Meeting, messaging and app permission policies',
          'Teams Premium watermarking and branded meetings',
          'Retention and eDiscovery for chats and channels',
          'Approval of third-party apps and integrations',
        ],
      },
      {
        icon: ArrowRightLeft,
        title: 'Migrations',
        points: [
          'Transitions from Skype for Business and legacy PBX systems',
          'Slack and Google Chat workspace moves',
          'Restructuring file shares into channels',
          'Pilot groups and staged cut-over plans',
        ],
      },
    ],
  },
  benefits: {
    heading: 'Benefits of a Well-Run Teams Environment',
    items: [
      {
        icon: Layers,
        title: 'One System Instead of Three',
        subtitle: 'Calls, chat and meetings together',
        description:
          'Retiring a standalone phone system and conferencing subscription simplifies support and puts every conversation in a single app.',
      },
      {
        icon: Laptop,
        title: 'Calls on Any Device',
        subtitle: 'Your number travels with you',
        description:
          'Staff answer business calls on a laptop, mobile or desk phone, so customers reach the right person whether they are in the office or at home.',
      },
      {
        icon: FolderCheck,
        title: 'Findable Project Work',
        subtitle: 'Files and decisions in context',
        description:
          'A governed team structure keeps the documents, notes and discussions for each project together, which makes handovers and audits far easier.',
      },
      {
        icon: Mic,
        title: 'Better Hybrid Meetings',
        subtitle: 'Everyone seen and heard',
        description:
          'Properly designed rooms give remote participants clear audio and a view of the whiteboard, so they take part in the discussion instead of watching it.',
      },
    ],
  },
  callToAction: {
    heading: 'Talk to Us About Your Teams Rollout',
    text: 'Whether you want to replace your phone system, fit out meeting rooms or bring order to hundreds of teams, we can scope the work with you.',
  },
} satisfies ConsultantPageContent;
