import {
  ChartColumn,
  ChartLine,
  ClipboardCheck,
  Compass,
  Database,
  FileSpreadsheet,
  Layers,
  Lock,
  RefreshCw,
  Scale,
  Share2,
  Sigma,
} from 'lucide-react';
import type { ConsultantPageContent } from '../types';

export default {
  seo: {
    title: 'Power BI Consultants | Reports, Dashboards & Fabric',
    description:
      'Power BI consultants who model your data, build clear reports and dashboards, and set up refresh, row-level security and governance in Microsoft Fabric.',
  },
  hero: {
    family: 'power-platform',
    imageAlt: 'Illustration of app, workflow and analytics tiles feeding a dashboard of charts',
    overline: 'Microsoft Power Platform',
    title: 'Power BI Consultants',
    subtitle:
      'Turn data spread across finance, operations and CRM systems into reports your leaders trust and open every week.',
  },
  intro: {
    heading: 'From scattered data to shared insight',
    paragraphs: [
      'Plenty of organisations have data to spare but little agreement on the numbers: each team exports its own figures and reconciles them by hand in Excel. Power BI connects directly to your sources, from SQL Server and Dynamics 365 to SharePoint lists and cloud applications, and builds one semantic model that everyone reports from.',
      'We design star-schema models, write DAX measures that match your business definitions, and build reports with a clear visual hierarchy that read well on a desktop and in the Power BI mobile app. Behind them we configure gateways, scheduled refresh, row-level security and workspaces in Microsoft Fabric, so the right people see the right data.',
    ],
  },
  highlights: {
    heading: 'Power BI services',
    items: [
      {
        icon: Database,
        title: 'Data modelling',
        description:
          'Star schemas, relationships and calculation groups that keep reports quick and measures consistent.',
      },
      {
        icon: ChartColumn,
        title: 'Report design',
        description:
          'Clean, accessible report pages with drill-through, tooltips and bookmarks that answer real business questions.',
      },
      {
        icon: Sigma,
        title: 'DAX measures',
        description:
          'Definitions such as gross margin, utilisation or customer churn written once and reused in every report.',
      },
      {
        icon: RefreshCw,
        title: 'Dependable refresh',
        description:
          'On-premises data gateway, incremental refresh and Dataflows Gen2 keeping data current without manual exports.',
      },
      {
        icon: Lock,
        title: 'Row-level security',
        description:
          'Roles that limit each user to their own region, department or client list without building separate reports.',
      },
      {
        icon: Layers,
        title: 'Microsoft Fabric',
        description:
          'Lakehouses, warehouses and Direct Lake models for larger data volumes and more advanced analytics.',
      },
    ],
  },
  mission: {
    heading: 'Questions first, visuals second',
    text: 'A report is only valuable if someone makes a better decision because of it. We start with the questions your leaders ask, agree the definition behind each number, and only then design the visuals that answer them.',
  },
  expertise: {
    heading: 'Power BI expertise',
    items: [
      {
        icon: FileSpreadsheet,
        title: 'Data preparation',
        points: [
          'Power Query transformations',
          'Dataflows and Fabric data pipelines',
          'Connections to SQL, Excel, SharePoint and REST APIs',
          'Data quality checks before load',
        ],
      },
      {
        icon: Sigma,
        title: 'Modelling and DAX',
        points: [
          'Star schema design',
          'Time intelligence and calculation groups',
          'Tuning with Performance Analyzer and DAX Studio',
          'Composite and DirectQuery models',
        ],
      },
      {
        icon: ClipboardCheck,
        title: 'Deployment and governance',
        points: [
          'Workspace and Power BI app design',
          'Deployment pipelines from development to production',
          'Sensitivity labels from Microsoft Purview',
          'Fabric capacity and Premium Per User planning',
        ],
      },
      {
        icon: Share2,
        title: 'Sharing and adoption',
        points: [
          'Reports embedded in Teams and SharePoint',
          'Paginated reports for operational printouts',
          'Training for report authors',
          'Usage metrics that guide improvements',
        ],
      },
    ],
  },
  benefits: {
    heading: 'Why invest in Power BI done well',
    items: [
      {
        icon: Scale,
        title: 'One version of the truth',
        subtitle: 'Agreed definitions',
        description:
          'Shared semantic models end the debate about whose spreadsheet has the right figure.',
      },
      {
        icon: ChartLine,
        title: 'Timely decisions',
        subtitle: 'Data that refreshes itself',
        description:
          'Scheduled refresh replaces the month-end scramble to compile reports by hand.',
      },
      {
        icon: Lock,
        title: 'Secure sharing',
        subtitle: 'Right data, right people',
        description:
          'Row-level security and sensitivity labels protect confidential figures while reports are shared widely.',
      },
      {
        icon: Compass,
        title: 'Self-service insight',
        subtitle: 'Answers without a request',
        description:
          'Well-built models let managers explore their own questions without waiting on IT for a new report.',
      },
    ],
  },
  callToAction: {
    heading: 'Let\'s make your data useful',
    text: 'Show us the reports you rely on today and the questions they fail to answer, and we will outline a Power BI model and a practical reporting roadmap.',
  },
} satisfies ConsultantPageContent;
