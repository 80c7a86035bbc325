import { AppWindow, BarChart3, Bot, Cable, Clock, Database, GraduationCap, Lightbulb, LockKeyhole, Workflow, Zap } from 'lucide-react';
import { paths } from '../../config/paths';
import type { ServiceGroupContent } from '../page-types/service-group-page';

const powerPlatform: ServiceGroupContent = {
  seo: {
    title: 'Microsoft Power Platform Services',
    description:
      'Power Apps, Power Automate, Power BI and Copilot Studio chatbots built by consultants who turn spreadsheets and paper forms into governed business apps.',
  },
  hero: {
    family: 'power-platform',
    imageAlt: 'Illustration of app, flow and chart tiles feeding into a reporting dashboard',
    overline: 'Power Platform',
    title: 'Turn Manual Processes Into Smart Apps',
    subtitle:
      'Replace spreadsheets, paper forms and copy-and-paste with low-code apps, automated workflows and live reports that your own people can maintain.',
  },
  benefits: {
    heading: 'Why Low-Code Pays Off',
    intro:
      'The Power Platform lets you solve small process problems in weeks rather than waiting months for a custom development project.',
    items: [
      {
        icon: Clock,
        title: 'Hours Given Back',
        subtitle: 'Repetitive work automated',
        description:
          'Approvals, data entry and report preparation run on their own, freeing staff for the work that needs human judgement.',
      },
      {
        icon: Zap,
        title: 'Quick to Deliver',
        subtitle: 'Weeks, not months',
        description:
          'A working app is in front of users early, so feedback shapes the solution while changes are still cheap to make.',
      },
      {
        icon: Lightbulb,
        title: 'Decisions on Live Data',
        subtitle: 'One version of the truth',
        description:
          'Dashboards refresh from your finance, sales and operations systems, ending the debate over whose spreadsheet is right.',
      },
      {
        icon: LockKeyhole,
        title: 'Governed Citizen Development',
        subtitle: 'Freedom with guardrails',
        description:
          'Environment strategy and data policies let staff build their own solutions without exposing sensitive data to the wrong connectors.',
      },
    ],
  },
  capabilities: {
    heading: 'Power Platform Capabilities',
    intro: 'What our makers, analysts and architects bring to each Power Platform project.',
    items: [
      {
        icon: AppWindow,
        title: 'Canvas and Model-Driven Apps',
        description:
          'Mobile-friendly apps for field inspections, asset registers and case management, built on Dataverse or SharePoint.',
      },
      {
        icon: Workflow,
        title: 'Process Automation',
        description:
          'Cloud flows and desktop flows that move data between systems and chase approvals without anyone having to remember.',
      },
      {
        icon: BarChart3,
        title: 'Data Modelling and Reporting',
        description:
          'Star-schema data models, DAX measures and row-level security so each manager sees the figures that matter to them.',
      },
      {
        icon: Database,
        title: 'Dataverse Design',
        description:
          'Tables, relationships and security roles designed to hold business data reliably as your solution grows.',
      },
      {
        icon: Cable,
        title: 'System Integration',
        description:
          'Standard and custom connectors to Xero, MYOB, Salesforce, SQL databases and in-house APIs.',
      },
      {
        icon: GraduationCap,
        title: 'Centre of Excellence',
        description:
          'Governance tooling, maker training and support processes that keep a growing portfolio of apps healthy.',
      },
    ],
  },
  services: {
    heading: 'Power Platform Services',
    intro: 'Four products that work together; we help you pick the right one for each problem rather than forcing everything into one.',
    items: [
      {
        title: 'Power Apps',
        icon: AppWindow,
        description:
          'Custom business apps that run on phones, tablets and browsers, replacing paper forms and fragile spreadsheets.',
        features: ['Field and inspection apps', 'Offline-capable mobile forms', 'Dataverse solution design'],
        link: paths.servicePage('power-platform/power-apps'),
      },
      {
        title: 'Power Automate',
        icon: Workflow,
        description:
          'Workflows that route approvals, sync records between systems and process incoming documents without manual handling.',
        features: ['Approval workflows', 'Invoice and document processing', 'Desktop automation of legacy apps'],
        link: paths.servicePage('power-platform/power-automate'),
      },
      {
        title: 'Power BI',
        icon: BarChart3,
        description:
          'Interactive reports and dashboards that bring finance, sales and operational data together in one trusted view.',
        features: ['Executive dashboards', 'Data model optimisation', 'Scheduled refresh and sharing'],
        link: paths.servicePage('power-platform/power-bi'),
      },
      {
        title: 'Power Virtual Agents',
        icon: Bot,
        description:
          'Conversational chatbots, now part of Copilot Studio, that answer routine staff and customer questions around the clock.',
        features: ['HR and IT self-service bots', 'Website customer assistants', 'Hand-off to a live agent'],
        link: paths.servicePage('power-platform/virtual-agents'),
      },
    ],
  },
  enquiry: {
    heading: 'Automate Your Next Process',
    intro: 'Tell us which process eats the most time in your week, and we will sketch how the Power Platform could take it off your hands.',
  },
};

export default powerPlatform;
