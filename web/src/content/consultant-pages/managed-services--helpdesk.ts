import {
  Clock,
  Headset,
  KeyRound,
  LaptopMinimal,
  ListChecks,
  Mail,
  MonitorSmartphone,
  NotebookPen,
  ShieldCheck,
  TrendingUp,
  Timer,
  Workflow,
} from 'lucide-react';
import type { ConsultantPageContent } from '../types';

export default {
  seo: {
    title: '24/7 IT Helpdesk Support | Phone, Email & Portal',
    description:
      '24/7 IT helpdesk support for Australian businesses: phone, email and portal access to engineers who resolve Microsoft 365, device and sign-in issues quickly.',
  },
  hero: {
    family: 'it-strategy-managed',
    imageAlt: 'Illustration of a rising roadmap path beside a dashboard panel, a support headset and gears',
    overline: 'Managed Services',
    title: 'Helpdesk Support',
    subtitle:
      'Friendly, knowledgeable help for your staff 24/7, by phone, email or portal, from engineers who know your environment.',
  },
  intro: {
    heading: 'A helpdesk your staff will want to call',
    paragraphs: [
      'When someone cannot sign in, their Outlook will not sync or a shared drive vanishes, they need a person who listens and fixes the problem, not a script. Our helpdesk is staffed by engineers who aim to resolve issues remotely on the first contact and explain what went wrong in plain language.',
      'Support is available 24/7, so shift workers, staff in other time zones and anyone working late always have somewhere to turn. Every request is logged in our ticketing system with priority-based response targets, and you receive regular reports on volumes, recurring issues and what we are doing to prevent them.',
    ],
  },
  highlights: {
    heading: 'What the helpdesk covers',
    items: [
      {
        icon: Clock,
        title: '24/7 availability',
        description:
          'Around-the-clock cover every day of the year, including weekends and public holidays.',
      },
      {
        icon: Headset,
        title: 'Phone, email and portal',
        description:
          'Staff contact us through whichever channel suits the person and the problem, and every channel reaches an engineer.',
      },
      {
        icon: Mail,
        title: 'Microsoft 365 support',
        description:
          'Outlook, Teams, OneDrive and SharePoint issues sorted out, from sync errors to mailbox permissions.',
      },
      {
        icon: KeyRound,
        title: 'Account and access requests',
        description:
          'Password resets, MFA re-registration and access changes carried out with proper identity verification.',
      },
      {
        icon: MonitorSmartphone,
        title: 'Remote desktop support',
        description:
          'Secure remote sessions that fix problems on laptops and desktops without waiting for a technician to visit.',
      },
      {
        icon: ListChecks,
        title: 'Ticket tracking',
        description:
          'Every request logged with its priority, status updates and a clear record of how it was resolved.',
      },
    ],
  },
  mission: {
    heading: 'Our service promise',
    text: 'Everyone who contacts our helpdesk should feel heard and leave with the problem solved or a clear plan to solve it. We measure ourselves on resolution and user satisfaction, not on how quickly a ticket can be closed.',
  },
  expertise: {
    heading: 'Helpdesk expertise',
    items: [
      {
        icon: LaptopMinimal,
        title: 'End-user computing',
        points: [
          'Windows 11 and macOS troubleshooting',
          'Printers, docks and other peripherals',
          'Browser and desktop application problems',
          'Email and app set-up on mobile devices',
        ],
      },
      {
        icon: Mail,
        title: 'Microsoft 365',
        points: [
          'Exchange Online mailbox and calendar issues',
          'Teams meetings, chat and calling',
          'OneDrive and SharePoint sync',
          'Licence assignment and account changes',
        ],
      },
      {
        icon: ShieldCheck,
        title: 'Identity and security',
        points: [
          'MFA and Microsoft Authenticator support',
          'Handling suspicious email and phishing reports',
          'Conditional Access sign-in troubleshooting',
          'Account lockout investigation',
        ],
      },
      {
        icon: Workflow,
        title: 'Service management',
        points: [
          'ITIL-aligned incident and request handling',
          'Priority-based response targets',
          'Escalation to specialist engineers',
          'A knowledge base about your environment',
        ],
      },
    ],
  },
  benefits: {
    heading: 'Why businesses choose our helpdesk',
    items: [
      {
        icon: Timer,
        title: 'Less downtime',
        subtitle: 'Back to work sooner',
        description:
          'Quick remote fixes mean staff lose minutes rather than half a day when something goes wrong.',
      },
      {
        icon: Clock,
        title: 'Support at any hour',
        subtitle: 'No after-hours gaps',
        description:
          'Early starters, late finishers and weekend workers get the same help as the nine-to-five team.',
      },
      {
        icon: NotebookPen,
        title: 'Engineers who know your setup',
        subtitle: 'A documented environment',
        description:
          'We keep notes on your systems and users, so nobody has to explain their setup twice.',
      },
      {
        icon: TrendingUp,
        title: 'Insight, not just tickets',
        subtitle: 'Root causes addressed',
        description:
          'Monthly reporting highlights repeat problems so the underlying causes get fixed.',
      },
    ],
  },
  callToAction: {
    heading: 'Give your team a helpdesk they can rely on',
    text: 'Let us know how many staff and locations you have, and we will outline helpdesk options and the onboarding steps for your business.',
  },
} satisfies ConsultantPageContent;
