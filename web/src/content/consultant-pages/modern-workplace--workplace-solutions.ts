import { Accessibility, Building, CalendarCheck, FolderSync, HardHat, LayoutDashboard, MapPin, MessagesSquare, MonitorSmartphone, Newspaper, Laptop, Rocket, Smartphone, Library } from 'lucide-react';
import type { ConsultantPageContent } from '../types';

export default {
  seo: {
    title: 'Modern Workplace Solutions for Hybrid Teams',
    description:
      'Modern workplace solutions for Australian teams: SharePoint intranets, Windows 365 Cloud PCs, Viva and frontline tools that make hybrid work simple and secure.',
  },
  hero: {
    family: 'modern-workplace',
    imageAlt: 'Illustration of people, chat messages, a calendar and a phone linked around a central hub, representing our modern workplace solutions',
    overline: 'Workspace',
    title: 'A Modern Workplace for Teams in the Office, at Home and on the Road',
    subtitle:
      'We design and roll out the Microsoft tools your people use every day, from the intranet and shared files to Cloud PCs and frontline apps.',
  },
  intro: {
    heading: 'Work That Follows People, Not Desks',
    paragraphs: [
      "Hybrid work exposed the gaps in many workplaces: files locked in a server room, VPNs that drop every afternoon and new starters waiting days for a laptop. A modern workplace puts documents, conversations, applications and even the desktop itself in Microsoft's cloud, secured by identity rather than by the office network.",
      'We plan that change with you department by department. Some teams need a SharePoint intranet and little else; others need Windows 365 Cloud PCs for contractors, shared devices for a warehouse floor or Microsoft Bookings for client appointments. Each piece is delivered with the training and follow-up that makes it stick.',
    ],
  },
  highlights: {
    heading: 'Building Blocks of Your Modern Workplace',
    items: [
      {
        icon: Newspaper,
        title: 'Intranet on SharePoint',
        description:
          'A company home site with news, policies, forms and quick links, built on SharePoint communication sites and surfaced inside Teams through Viva Connections.',
      },
      {
        icon: Library,
        title: 'Files Without the File Server',
        description:
          'Departmental shares rebuilt as SharePoint libraries with version history, and mapped drives retired once every team has tested its new locations.',
      },
      {
        icon: MonitorSmartphone,
        title: 'Cloud PCs and Virtual Desktops',
        description:
          'Windows 365 Cloud PCs or Azure Virtual Desktop for contractors, remote staff and personal devices, with the desktop streamed from Australian Azure regions.',
      },
      {
        icon: HardHat,
        title: 'Frontline Worker Tools',
        description:
          'Microsoft 365 F1 and F3 licences, shared devices, Shifts scheduling and Teams Walkie Talkie for people on shop floors, building sites and clinic wards.',
      },
      {
        icon: CalendarCheck,
        title: 'Everyday Apps That Replace Paper',
        description:
          'Microsoft Forms, Lists, Planner and Bookings set up for leave requests, job tracking and client appointments, replacing spreadsheets and carbon-copy forms.',
      },
      {
        icon: Accessibility,
        title: 'Inclusive by Design',
        description:
          'Accessibility Checker, Immersive Reader, live captions in Teams meetings and accessible intranet templates help every staff member work comfortably.',
      },
    ],
  },
  mission: {
    heading: 'Technology That Makes the Working Day Easier',
    text: 'We judge a workplace project by one measure: whether staff find their day simpler once it is live. That is why we test designs with real users before rollout, phase changes around your busy periods and stay close for the weeks after go-live while new habits form.',
  },
  expertise: {
    heading: 'Workplace Capabilities We Deliver',
    items: [
      {
        icon: LayoutDashboard,
        title: 'Intranet and Communications',
        points: [
          'SharePoint home site and hub site design',
          'Viva Connections dashboard in Teams',
          'Viva Engage communities for company-wide conversation',
          'News publishing workflows for department owners',
        ],
      },
      {
        icon: Laptop,
        title: 'Desktop Delivery',
        points: [
          'Windows 365 Business and Enterprise Cloud PCs',
          'Azure Virtual Desktop host pools for shared desktops',
          'Microsoft 365 Apps packaged for virtual sessions',
          'Printing and peripheral support for remote users',
        ],
      },
      {
        icon: FolderSync,
        title: 'Content Migration',
        points: [
          'File share discovery and permission clean-up',
          'Migration Manager and SharePoint Migration Tool batches',
          'Dropbox, Box and Google Drive moves',
          'Post-migration checks of links and access',
        ],
      },
      {
        icon: Smartphone,
        title: 'Frontline and Mobile Work',
        points: [
          'Shared device mode on Android and iOS',
          'Shifts, Tasks and Approvals in Teams',
          'F1 and F3 licence planning',
          'Mobile access protected by app protection policies',
        ],
      },
    ],
  },
  benefits: {
    heading: 'Why a Modern Workplace Pays Off',
    items: [
      {
        icon: Rocket,
        title: 'Faster Onboarding',
        subtitle: 'Ready on day one',
        description:
          "New starters sign in to a Cloud PC or a prepared device and find their team's files, channels and intranet pages waiting for them.",
      },
      {
        icon: Building,
        title: 'Less Hardware On Site',
        subtitle: 'Retire ageing servers',
        description:
          "Moving files and desktops to Microsoft's cloud removes the file server and terminal server you would otherwise replace at the next four-to-five-year hardware refresh.",
      },
      {
        icon: MapPin,
        title: 'Work From Anywhere',
        subtitle: 'Same experience everywhere',
        description:
          'Staff see the same desktop, files and apps in the office, at home or at a client site, without juggling VPN connections.',
      },
      {
        icon: MessagesSquare,
        title: 'Clearer Communication',
        subtitle: 'A single trusted channel',
        description:
          'Company news, policies and announcements live in one place, so fewer messages are lost in email threads and everyone reads the same version.',
      },
    ],
  },
  callToAction: {
    heading: 'Plan Your Modern Workplace With Us',
    text: 'Share where your people work and what slows them down, and we will sketch a phased workplace plan, with costs, before any change is made.',
  },
} satisfies ConsultantPageContent;
