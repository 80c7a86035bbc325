import {
  Database,
  Globe,
  LayoutDashboard,
  LifeBuoy,
  Palette,
  PiggyBank,
  Plug,
  ShieldCheck,
  Smartphone,
  Timer,
  CircleCheck,
  WifiOff,
} from 'lucide-react';
import type { ConsultantPageContent } from '../types';

export default {
  seo: {
    title: 'Power Apps Consultants | Canvas & Model-Driven Apps',
    description:
      'Power Apps consultants building canvas and model-driven apps on Dataverse and SharePoint to replace paper forms, spreadsheets and ageing Access databases.',
  },
  hero: {
    family: 'power-platform',
    imageAlt: 'Illustration of app, workflow and analytics tiles feeding a dashboard of charts',
    overline: 'Microsoft Power Platform',
    title: 'Power Apps Consultants',
    subtitle:
      'Business apps delivered in weeks rather than months, built on the Microsoft platform your staff already sign in to every day.',
  },
  intro: {
    heading: 'Replace spreadsheets and paper with real apps',
    paragraphs: [
      'Many organisations run important processes on shared spreadsheets, emailed forms or an Access database that only one person understands. Power Apps turns those processes into secure apps that work in a browser, inside Microsoft Teams and on phones and tablets, with the data held in Dataverse, SharePoint or SQL Server rather than on somebody\'s desktop.',
      'Our consultants build canvas apps where the screen design matters, such as field inspections or site check-ins, and model-driven apps where the data model drives the experience, such as case management or asset registers. We also set up the environments, solutions and data loss prevention policies that keep citizen development under control.',
    ],
  },
  highlights: {
    heading: 'Power Apps we build',
    items: [
      {
        icon: Smartphone,
        title: 'Canvas apps',
        description:
          'Full control over layout for mobile inspections, approvals, stocktakes and visitor sign-in apps.',
      },
      {
        icon: LayoutDashboard,
        title: 'Model-driven apps',
        description:
          'Forms, views, dashboards and business process flows generated from a well-designed Dataverse data model.',
      },
      {
        icon: Database,
        title: 'Dataverse design',
        description:
          'Tables, relationships, business rules and role-based security planned so the app can grow without a rebuild.',
      },
      {
        icon: WifiOff,
        title: 'Offline capability',
        description:
          'Apps that keep working on a site with no coverage and synchronise once a connection returns.',
      },
      {
        icon: Plug,
        title: 'Connectors',
        description:
          'Standard and premium connectors to SharePoint, SQL Server and Dynamics 365, plus custom connectors for your own APIs.',
      },
      {
        icon: Globe,
        title: 'Power Pages portals',
        description:
          'Secure external sites where customers or partners submit and track requests against the same Dataverse data.',
      },
    ],
  },
  mission: {
    heading: 'Built with the people who will use it',
    text: 'We build apps alongside their future users, putting a working prototype in front of them within the first week and refining it with real feedback. Everything is packaged in solutions under source control, so the app can be supported and extended long after launch.',
  },
  expertise: {
    heading: 'Power Apps expertise',
    items: [
      {
        icon: Palette,
        title: 'App design',
        points: [
          'User research and screen prototyping',
          'Responsive layouts with modern controls',
          'Accessibility checks with App checker',
          'Power Fx formulas and named formulas',
        ],
      },
      {
        icon: Database,
        title: 'Data and integration',
        points: [
          'Dataverse tables, relationships and business rules',
          'SharePoint list and SQL Server back ends',
          'Custom connectors for internal APIs',
          'On-premises data gateway setup',
        ],
      },
      {
        icon: ShieldCheck,
        title: 'Governance',
        points: [
          'Development, test and production environment strategy',
          'Data loss prevention policies',
          'Managed solutions deployed through Power Platform pipelines',
          'CoE Starter Kit for inventory and oversight',
        ],
      },
      {
        icon: LifeBuoy,
        title: 'Licensing and adoption',
        points: [
          'Power Apps Premium versus per-app licence planning',
          'What Microsoft 365 licences include, and where they stop',
          'Maker training and a community of practice',
          'Support and enhancements after go-live',
        ],
      },
    ],
  },
  benefits: {
    heading: 'What Power Apps delivers',
    items: [
      {
        icon: Timer,
        title: 'Faster delivery',
        subtitle: 'Low-code without low standards',
        description:
          'Apps reach users quickly because common building blocks already exist, while still following proper release practices.',
      },
      {
        icon: CircleCheck,
        title: 'Better data',
        subtitle: 'Validated at entry',
        description:
          'Required fields, choice lists and business rules stop bad data at the source instead of in a monthly clean-up.',
      },
      {
        icon: Smartphone,
        title: 'Mobile workforce',
        subtitle: 'Work from the field',
        description:
          'Staff complete forms on a phone or tablet, using the camera, GPS location and barcode scanning built into the device.',
      },
      {
        icon: PiggyBank,
        title: 'Lower running costs',
        subtitle: 'Retire legacy tools',
        description:
          'Replacing niche software and manual re-keying frees budget and hours for more valuable work.',
      },
    ],
  },
  callToAction: {
    heading: 'Have a process that deserves an app?',
    text: 'Describe the spreadsheet, form or system you would like to replace and we will sketch a Power Apps solution, a licensing approach and a delivery plan.',
  },
} satisfies ConsultantPageContent;
