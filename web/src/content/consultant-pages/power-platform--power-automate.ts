import {
  BellRing,
  Bot,
  Brain,
  Clock,
  FileScan,
  History,
  RefreshCw,
  ScanSearch,
  Settings,
  SquareCheck,
  Target,
  Zap,
} from 'lucide-react';
import type { ConsultantPageContent } from '../types';

export default {
  seo: {
    title: 'Power Automate Consultants | Workflow Automation & RPA',
    description:
      'Power Automate consultants who automate approvals, document handling and data entry with cloud flows, desktop flows and AI Builder across Microsoft 365.',
  },
  hero: {
    family: 'power-platform',
    imageAlt: 'Illustration of app, workflow and analytics tiles feeding a dashboard of charts',
    overline: 'Microsoft Power Platform',
    title: 'Power Automate Consultants',
    subtitle:
      'Automate approvals, notifications and repetitive data entry so your people can spend their time on work that needs judgement.',
  },
  intro: {
    heading: 'Take the manual steps out of everyday work',
    paragraphs: [
      'Copying details from an email into a spreadsheet, chasing an approval, renaming files and moving them to the right folder: these small tasks add up to hours every week. Power Automate cloud flows handle them for you, triggered by a new email, a form submission, a change in SharePoint or a schedule, across hundreds of ready-made connectors.',
      'Where older systems have no API, desktop flows use robotic process automation to work through the same screens a person would click. We combine both with AI Builder to read invoices and receipts, and with process mining to show which processes are worth automating first.',
    ],
  },
  highlights: {
    heading: 'Automation we deliver',
    items: [
      {
        icon: SquareCheck,
        title: 'Approval workflows',
        description:
          'Multi-stage approvals in Outlook and Teams, with reminders, escalation and a full history of each decision.',
      },
      {
        icon: FileScan,
        title: 'Document processing',
        description:
          'AI Builder models extract fields from invoices, purchase orders and forms and pass them on to your systems.',
      },
      {
        icon: Bot,
        title: 'Desktop flows (RPA)',
        description:
          'Attended and unattended automation for legacy Windows and web applications that offer no integration options.',
      },
      {
        icon: BellRing,
        title: 'Alerts and escalations',
        description:
          'Timely messages to the right person or Teams channel when a record needs attention or a deadline slips.',
      },
      {
        icon: RefreshCw,
        title: 'System synchronisation',
        description:
          'Records kept consistent between Dynamics 365, SharePoint, SQL Server and other line-of-business systems.',
      },
      {
        icon: ScanSearch,
        title: 'Process mining',
        description:
          'Event logs analysed to reveal how a process really runs, where it stalls and where automation will pay off.',
      },
    ],
  },
  mission: {
    heading: 'Automation with people in mind',
    text: 'We automate to give people time back, not to create brittle robots nobody understands. Every flow we build has a named owner, error handling, consistent naming and documentation, so it keeps running when staff move on.',
  },
  expertise: {
    heading: 'Power Automate expertise',
    items: [
      {
        icon: Zap,
        title: 'Cloud flows',
        points: [
          'Automated, instant and scheduled triggers',
          'Approvals and adaptive cards in Teams',
          'Error handling with scopes and retry policies',
          'Child flows and solution-aware design',
        ],
      },
      {
        icon: Bot,
        title: 'Desktop flows and RPA',
        points: [
          'Attended and unattended bot design',
          'Machine groups and hosted machines',
          'UI and browser automation for legacy apps',
          'Credentials retrieved from Azure Key Vault',
        ],
      },
      {
        icon: Brain,
        title: 'AI and intelligence',
        points: [
          'AI Builder document processing and prompts',
          'Copilot in Power Automate for drafting flows',
          'Classification and sentiment models',
          'Process and task mining',
        ],
      },
      {
        icon: Settings,
        title: 'Operations and governance',
        points: [
          'Service accounts and connection references',
          'Environment variables for clean deployments',
          'Run history monitoring and failure alerts',
          'Premium, Process and Hosted Process licence planning',
        ],
      },
    ],
  },
  benefits: {
    heading: 'The value of automation',
    items: [
      {
        icon: Clock,
        title: 'Hours returned',
        subtitle: 'Less repetitive work',
        description:
          'Staff stop re-keying data and chasing emails, and put that time into customers and problem solving.',
      },
      {
        icon: Target,
        title: 'Fewer errors',
        subtitle: 'Consistent every time',
        description:
          'Automated steps run identically on every occasion, removing copy-and-paste mistakes from the process.',
      },
      {
        icon: Zap,
        title: 'Faster turnaround',
        subtitle: 'Decisions in minutes',
        description:
          'Approval requests reach the right person on their phone straight away, instead of waiting in an inbox.',
      },
      {
        icon: History,
        title: 'Clear audit trail',
        subtitle: 'Every run recorded',
        description:
          'Run history shows what happened, when and with which data, which makes compliance reviews simpler.',
      },
    ],
  },
  callToAction: {
    heading: 'Find your first automation',
    text: 'Bring us the process your team complains about most and we will show how Power Automate could handle it, including the licences and support it would need.',
  },
} satisfies ConsultantPageContent;
