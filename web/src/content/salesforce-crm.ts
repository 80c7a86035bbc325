import {
  ArrowRightLeft,
  Award,
  Cable,
  ChartPie,
  Compass,
  DatabaseZap,
  Expand,
  Eye,
  LifeBuoy,
  Plug,
  Rocket,
  Settings2,
  TrendingUp,
  Workflow,
} from 'lucide-react';
import type { Benefit, Four, Highlight, Icon, PageSeo, Six } from './types';

export interface SalesforceServiceGroup {
  icon: Icon;
  title: string;
  description: string;
  features: readonly string[];
}

export interface SalesforceContent {
  seo: PageSeo;
  hero: { imageAlt: string; overline: string; title: string; subtitle: string; actionLabel: string };
  intro: { heading: string; paragraphs: readonly [string, string]; actionLabel: string; factsHeading: string; facts: readonly string[] };
  highlights: { heading: string; items: Six<Highlight> };
  services: { heading: string; intro: string; items: Four<SalesforceServiceGroup> };
  benefits: { heading: string; items: Four<Benefit> };
  callToAction: { heading: string; text: string; actionLabel: string };
}

export const salesforceContent = {
  seo: {
    title: 'Salesforce CRM Consultants | Implementation & Integration',
    description:
      'Salesforce consultants with more than 8 years of experience in implementation, integration, data migration, customisation and automation for your business.',
  },
  hero: {
    imageAlt: 'Illustration of a rising roadmap path beside a dashboard panel, a support headset and gears',
    overline: 'Salesforce CRM',
    title: 'Salesforce CRM Consulting',
    subtitle:
      'Get more from Salesforce with consultants who have implemented, integrated and improved it for more than 8 years.',
    actionLabel: 'Talk to a Salesforce Consultant',
  },
  intro: {
    heading: 'Salesforce that fits the way you sell and serve',
    paragraphs: [
      'Salesforce can run the whole customer lifecycle, from the first enquiry through sales, service and renewal, but only when it reflects how your business actually operates. Too many organisations end up with an org full of unused fields, duplicate records and workarounds that staff quietly avoid.',
      'For more than 8 years our consultants have implemented and refined Sales Cloud, Service Cloud and Experience Cloud. We connect Salesforce to Microsoft 365, ERP and finance systems, migrate data cleanly, and automate processes with Flow, so your team spends its time with customers rather than on data entry.',
    ],
    actionLabel: 'Schedule a Consultation',
    factsHeading: 'Why work with us',
    facts: [
      'More than 8 years of Salesforce consulting',
      'Sales Cloud, Service Cloud and Experience Cloud',
      'Integration with Microsoft 365 and line-of-business systems',
      'Support that continues after go-live',
    ],
  },
  highlights: {
    heading: 'What sets our Salesforce practice apart',
    items: [
      {
        icon: Award,
        title: 'More than 8 years\' experience',
        description:
          'Consulting across many Salesforce releases and clouds, with lessons learned from real implementations.',
      },
      {
        icon: Compass,
        title: 'Process before configuration',
        description:
          'We map your sales and service processes first, then configure Salesforce to support them.',
      },
      {
        icon: Plug,
        title: 'Microsoft integration',
        description:
          'Outlook, Teams and Microsoft 365 connected to Salesforce so activity is captured where people already work.',
      },
      {
        icon: DatabaseZap,
        title: 'Clean, trusted data',
        description:
          'Duplicate rules, validation rules and clear record ownership that keep reports worth believing.',
      },
      {
        icon: Workflow,
        title: 'Automation with Flow',
        description:
          'Record-triggered and scheduled flows in place of retired Workflow Rules and Process Builder automations.',
      },
      {
        icon: LifeBuoy,
        title: 'Ongoing administration',
        description:
          'Admin support, release readiness checks and continuous improvement once your org is live.',
      },
    ],
  },
  services: {
    heading: 'Our Salesforce services',
    intro: 'Four service groups that cover a Salesforce org from its first configuration to years of improvement.',
    items: [
      {
        icon: Rocket,
        title: 'Salesforce Implementation',
        description: 'New Salesforce orgs designed and configured around your processes, from discovery workshops to go-live.',
        features: [
          'Discovery and requirements workshops',
          'Sales Cloud and Service Cloud configuration',
          'Lead, opportunity and case process design',
          'Profiles, permission sets and sharing rules',
          'User training and go-live support',
        ],
      },
      {
        icon: Cable,
        title: 'Salesforce Integration',
        description: 'Salesforce connected to the systems your team already relies on, so data flows without re-keying.',
        features: [
          'Outlook and Microsoft Teams integration',
          'ERP and accounting system connections',
          'REST and Bulk API integrations',
          'MuleSoft and other middleware options',
          'Website form and marketing platform capture',
        ],
      },
      {
        icon: ArrowRightLeft,
        title: 'Data Migration',
        description: 'A move from spreadsheets, a legacy CRM or another Salesforce org with clean, verified data.',
        features: [
          'Source data audit and field mapping',
          'Cleansing and de-duplication before load',
          'Loads with Data Loader and the Data Import Wizard',
          'Trial migrations and record reconciliation',
          'Cutover planning with minimal downtime',
        ],
      },
      {
        icon: Settings2,
        title: 'Customisation and Automation',
        description: 'Salesforce tailored and automated so it takes more of the routine work off your team.',
        features: [
          'Custom objects, fields and Lightning record pages',
          'Salesforce Flow automation',
          'Migration from Workflow Rules and Process Builder',
          'Approval processes and email templates',
          'Reports and dashboards for every role',
        ],
      },
    ],
  },
  benefits: {
    heading: 'The difference a well-run Salesforce makes',
    items: [
      {
        icon: TrendingUp,
        title: 'Higher sales productivity',
        subtitle: 'Less admin, more selling',
        description:
          'Automatic activity capture and guided processes give sales teams more time with prospects.',
      },
      {
        icon: Eye,
        title: 'A complete customer view',
        subtitle: 'Every interaction in one place',
        description:
          'Sales, service and billing history side by side help staff look after each customer properly.',
      },
      {
        icon: ChartPie,
        title: 'Accurate forecasting',
        subtitle: 'Reports you can trust',
        description:
          'Clean data and consistent pipeline stages make forecasts and dashboards dependable.',
      },
      {
        icon: Expand,
        title: 'Room to grow',
        subtitle: 'A platform that scales',
        description:
          'A well-designed org adapts as you add teams, products and regions, without a rebuild.',
      },
    ],
  },
  callToAction: {
    heading: 'Let\'s get more out of Salesforce',
    text: 'Whether you are choosing Salesforce for the first time or tidying an org that has grown unwieldy, talk to our consultants about a practical plan.',
    actionLabel: 'Book a Salesforce Consultation',
  },
} satisfies SalesforceContent;
