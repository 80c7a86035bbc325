import {
  Briefcase,
  ClipboardCheck,
  Cloud,
  CloudCog,
  Lightbulb,
  PiggyBank,
  Receipt,
  Scale,
  Server,
  Shield,
  ShieldAlert,
  UserCog,
} from 'lucide-react';
import type { ConsultantPageContent } from '../types';

export default {
  seo: {
    title: 'IT Consultants | Independent Technology Advice',
    description:
      'Experienced IT consultants who assess your environment, recommend practical improvements and guide Microsoft 365, Azure and infrastructure decisions.',
  },
  hero: {
    family: 'it-strategy-managed',
    imageAlt: 'Illustration of a rising roadmap path beside a dashboard panel, a support headset and gears',
    overline: 'Professional Services',
    title: 'IT Consultants',
    subtitle:
      'Senior technology advice when you need it: assessments, recommendations and hands-on guidance from consultants who have seen what works.',
  },
  intro: {
    heading: 'Clear advice for complex technology decisions',
    paragraphs: [
      'Choosing between cloud and on-premises, renewing a major vendor contract, fixing a network that keeps slowing down: technology decisions carry real cost and risk, and internal teams are often too busy keeping the business running to step back and assess them. Our IT consultants bring an outside view grounded in hands-on delivery across Microsoft 365, Azure, networking and security.',
      'We begin with a structured review of your environment, licences, support arrangements and pain points, then give you a prioritised set of recommendations written in plain English. You can act on that report with your own team, with another provider, or with us; the advice does not depend on what we sell.',
    ],
  },
  highlights: {
    heading: 'How our IT consultants help',
    items: [
      {
        icon: ClipboardCheck,
        title: 'Environment assessments',
        description:
          'A review of servers, endpoints, network, cloud tenancy and backups, with each risk ranked by business impact.',
      },
      {
        icon: Receipt,
        title: 'Licence optimisation',
        description:
          'Microsoft 365 and other subscriptions matched to actual usage, so you stop paying for seats nobody uses.',
      },
      {
        icon: Scale,
        title: 'Vendor selection',
        description:
          'Independent comparison of products and providers, with requirements written down before anyone sees a demo.',
      },
      {
        icon: Cloud,
        title: 'Cloud readiness',
        description:
          'A workload-by-workload view of what should move to Azure or Microsoft 365, and what is better left where it is.',
      },
      {
        icon: Shield,
        title: 'Security posture reviews',
        description:
          'Microsoft Secure Score, identity settings, patch levels and backups checked against recognised good practice.',
      },
      {
        icon: UserCog,
        title: 'Interim expertise',
        description:
          'Short-term senior support to cover a gap in your team or mentor staff through a period of change.',
      },
    ],
  },
  mission: {
    heading: 'Advice we would follow ourselves',
    text: 'We give the advice we would take in your position. That means saying so when the right answer is to keep what you have, explaining trade-offs rather than hiding them, and writing recommendations that your board and your technicians can both act on.',
  },
  expertise: {
    heading: 'Areas of consulting expertise',
    items: [
      {
        icon: Server,
        title: 'Infrastructure',
        points: [
          'Server and storage lifecycle planning',
          'Network and Wi-Fi design reviews',
          'Backup and disaster recovery testing',
          'Hybrid identity with Microsoft Entra Connect',
        ],
      },
      {
        icon: CloudCog,
        title: 'Microsoft cloud',
        points: [
          'Microsoft 365 tenant health checks',
          'Azure landing zone reviews',
          'Azure cost management and reservations',
          'Licensing through the Cloud Solution Provider programme',
        ],
      },
      {
        icon: ShieldAlert,
        title: 'Security and compliance',
        points: [
          'Identity and privileged access reviews',
          'Privacy Act and Notifiable Data Breaches obligations',
          'Incident response readiness',
          'Security policy gap analysis',
        ],
      },
      {
        icon: Briefcase,
        title: 'Business alignment',
        points: [
          'Technology plans tied to business goals',
          'IT budget forecasting',
          'Policy and procedure documentation',
          'Executive and board briefings',
        ],
      },
    ],
  },
  benefits: {
    heading: 'What you gain',
    items: [
      {
        icon: Lightbulb,
        title: 'Confident decisions',
        subtitle: 'Facts before spending',
        description:
          'Recommendations backed by evidence from your own environment reduce the risk of costly mistakes.',
      },
      {
        icon: PiggyBank,
        title: 'Reduced waste',
        subtitle: 'Pay for what you use',
        description:
          'Licence, contract and infrastructure reviews uncover spending that no longer delivers value.',
      },
      {
        icon: ShieldAlert,
        title: 'Lower risk',
        subtitle: 'Gaps found early',
        description:
          'Weak backups, unpatched systems and single points of failure are fixed before they cause an outage.',
      },
      {
        icon: Briefcase,
        title: 'Flexible engagement',
        subtitle: 'Expertise on demand',
        description:
          'Engage us for a single assessment, a fixed-scope piece of work or a block of ongoing advisory hours.',
      },
    ],
  },
  callToAction: {
    heading: 'Get an outside view of your IT',
    text: 'Book a conversation with one of our consultants to talk through your current challenges and how an independent assessment could help.',
  },
} satisfies ConsultantPageContent;
