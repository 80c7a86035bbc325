import {
  ChartNoAxesCombined,
  CloudUpload,
  FileSignature,
  GitCompareArrows,
  HeartHandshake,
  Megaphone,
  Search,
  Smile,
  Sparkles,
  Users,
  Workflow,
  Zap,
} from 'lucide-react';
import type { ConsultantPageContent } from '../types';

export default {
  seo: {
    title: 'Digital Transformation Services | Modernise Your Business',
    description:
      'Digital transformation services that modernise processes, move legacy systems to the cloud and help staff adopt new ways of working with Microsoft 365.',
  },
  hero: {
    family: 'it-strategy-managed',
    imageAlt: 'Illustration of a rising roadmap path beside a dashboard panel, a support headset and gears',
    overline: 'Managed Services',
    title: 'Digital Transformation Services',
    subtitle:
      'Rethink how work gets done, from paper-based processes to connected cloud systems, with change your people will embrace.',
  },
  intro: {
    heading: 'Transformation that starts with how you work',
    paragraphs: [
      'Digital transformation is not about buying new software; it is about removing the friction in how customers are served and how staff get their work done. That often means replacing paper forms and manual hand-offs with digital workflows, moving ageing on-premises applications to the cloud, and putting useful data in front of the people making decisions.',
      'We map your key processes end to end, identify where technology can remove delay or duplication, and deliver change in manageable stages using Microsoft 365, Azure, Dynamics 365 and Power Platform. Just as importantly, we plan the training and communication that help staff adopt the new way of working.',
    ],
  },
  highlights: {
    heading: 'How we drive transformation',
    items: [
      {
        icon: Workflow,
        title: 'Process redesign',
        description:
          'End-to-end mapping of core processes to find and remove delays, rework and duplicate data entry.',
      },
      {
        icon: CloudUpload,
        title: 'Application modernisation',
        description:
          'Legacy on-premises applications moved to Azure, or replaced with software-as-a-service where that makes more sense.',
      },
      {
        icon: FileSignature,
        title: 'Paperless operations',
        description:
          'Digital forms, e-signatures and SharePoint document management taking the place of printed paperwork.',
      },
      {
        icon: ChartNoAxesCombined,
        title: 'Data-driven decisions',
        description:
          'Reporting that draws operational data together so managers can act on facts instead of hunches.',
      },
      {
        icon: Sparkles,
        title: 'Practical AI adoption',
        description:
          'Microsoft 365 Copilot and AI Builder applied to the tasks where they save genuine time.',
      },
      {
        icon: Users,
        title: 'Change management',
        description:
          'Training, champion networks and communication plans that bring staff along with each change.',
      },
    ],
  },
  mission: {
    heading: 'Value in every stage',
    text: 'We measure transformation by what changes for your customers and staff, not by the number of systems installed. Each stage delivers something useful on its own, so benefits arrive early and momentum builds.',
  },
  expertise: {
    heading: 'Transformation expertise',
    items: [
      {
        icon: Search,
        title: 'Discovery',
        points: [
          'Process mapping workshops',
          'Digital maturity assessment',
          'Customer and staff journey analysis',
          'A prioritised backlog of opportunities',
        ],
      },
      {
        icon: GitCompareArrows,
        title: 'Modernisation',
        points: [
          'Rehosting and refactoring workloads on Azure',
          'Replacing legacy databases with Dataverse or Azure SQL',
          'Integration through APIs and Azure Logic Apps',
          'Safe retirement of end-of-life systems',
        ],
      },
      {
        icon: FileSignature,
        title: 'Digital workplace',
        points: [
          'SharePoint intranets and document libraries',
          'Teams channels for project and team collaboration',
          'Digital forms and approval workflows',
          'E-signature integration',
        ],
      },
      {
        icon: Megaphone,
        title: 'Adoption',
        points: [
          'Stakeholder impact analysis',
          'Champion networks',
          'Role-based training',
          'Adoption tracking with Microsoft 365 usage reports',
        ],
      },
    ],
  },
  benefits: {
    heading: 'What transformation delivers',
    items: [
      {
        icon: Zap,
        title: 'Efficient processes',
        subtitle: 'Less manual effort',
        description:
          'Streamlined workflows remove double handling and shorten turnaround times.',
      },
      {
        icon: HeartHandshake,
        title: 'Better customer experience',
        subtitle: 'Faster, simpler service',
        description:
          'Online requests, quicker responses and fewer errors make you easier to do business with.',
      },
      {
        icon: GitCompareArrows,
        title: 'Agility',
        subtitle: 'Ready for change',
        description:
          'Cloud platforms and modern integrations let you adjust quickly when markets or regulations shift.',
      },
      {
        icon: Smile,
        title: 'Engaged staff',
        subtitle: 'Tools people like using',
        description:
          'Modern, well-supported tools reduce frustration and help attract and keep good people.',
      },
    ],
  },
  callToAction: {
    heading: 'Begin with a clear first step',
    text: 'Talk with our consultants about the process or system holding your organisation back, and we will suggest where to start and what it could deliver.',
  },
} satisfies ConsultantPageContent;
