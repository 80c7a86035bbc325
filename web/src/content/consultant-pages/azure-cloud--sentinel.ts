import { Archive, BadgeDollarSign, Cable, Calculator, Database, Filter, GitBranch, LayoutGrid, MapPin, Plug, Repeat, Search, Settings, Wallet } from 'lucide-react';
import type { ConsultantPageContent } from '../types';

export default {
  seo: {
    title: 'Microsoft Sentinel Deployment and Engineering',
    description:
      'Deploy Microsoft Sentinel on Azure: Log Analytics workspace design in Australia East, data connectors, data collection rules and ingestion cost control.',
  },
  hero: {
    family: 'azure',
    imageAlt: 'Illustration of server racks sending data up to the cloud, representing Microsoft Sentinel deployment on Azure',
    overline: 'Sentinel',
    title: 'Microsoft Sentinel, Engineered for Your Environment and Budget',
    subtitle:
      'Workspace architecture, data connectors and ingestion tuning that give you a cloud-native SIEM with the right data at a predictable cost.',
  },
  intro: {
    heading: 'A SIEM Is Only as Useful as Its Foundations',
    paragraphs: [
      'Microsoft Sentinel can collect logs from almost anything, which is exactly why deployments go wrong. Connect every source without a plan and the monthly ingestion bill climbs while analysts drown in noise. Leave out key sources and investigations stall because the evidence was never collected.',
      'Our engineers design the Log Analytics workspace, decide which data belongs in the analytics, basic or auxiliary tiers, and connect Microsoft and third-party sources through the Azure Monitor Agent and data collection rules. The result is a Sentinel deployment in an Australian region that your own team or a managed SOC can operate from the first day.',
    ],
  },
  highlights: {
    heading: 'Sentinel Engineering Services',
    items: [
      {
        icon: Database,
        title: 'Workspace Architecture',
        description:
          'Single or multiple workspace design, placement in Australia East, table-level access control and retention settings matched to your obligations.',
      },
      {
        icon: Plug,
        title: 'Data Connectors',
        description:
          'Defender XDR, Entra ID, Azure Activity, Microsoft 365 and firewall connectors installed from the Content hub, with each source validated end to end.',
      },
      {
        icon: Filter,
        title: 'Data Collection Rules',
        description:
          'Windows security events, Syslog and CEF sources are filtered and transformed at ingestion, so you keep the fields that matter and drop the rest.',
      },
      {
        icon: BadgeDollarSign,
        title: 'Ingestion Cost Control',
        description:
          'Commitment tiers, free data sources, the Microsoft 365 E5 data grant and lower-cost log plans are combined to keep spending predictable.',
      },
      {
        icon: Archive,
        title: 'Long-Term Retention',
        description:
          'Long-term retention keeps logs searchable for investigations and regulatory periods at a much lower cost than the analytics tier.',
      },
      {
        icon: GitBranch,
        title: 'Deployment as Code',
        description:
          'Workspaces, analytics rules, workbooks and playbooks are deployed through repositories and pipelines, making changes traceable and environments reproducible.',
      },
    ],
  },
  mission: {
    heading: 'Security Data You Can Afford to Keep',
    text: 'We design every Sentinel deployment so the logs your investigators need are present, searchable and affordable. Each data source has a documented purpose, an owner and a cost, and we revisit those decisions as your environment changes.',
  },
  expertise: {
    heading: 'Sentinel Deployment Expertise',
    items: [
      {
        icon: LayoutGrid,
        title: 'Architecture',
        points: [
          'Multi-tenant designs with Azure Lighthouse',
          'Onboarding to the unified Microsoft Defender portal',
          'Workspace and table-level RBAC',
          'Data residency in Australian regions',
        ],
      },
      {
        icon: Cable,
        title: 'Log Sources',
        points: [
          'Azure Monitor Agent rollout on Windows and Linux',
          'Syslog and CEF forwarders for firewalls and appliances',
          'Codeless connectors for SaaS platforms',
          'Custom ingestion through the Logs Ingestion API',
        ],
      },
      {
        icon: Calculator,
        title: 'Cost Engineering',
        points: [
          'Ingestion forecasts before each source is onboarded',
          'Commitment tier selection and review',
          'Basic and auxiliary log plans for high-volume sources',
          'Workbook-based usage reporting',
        ],
      },
      {
        icon: Settings,
        title: 'Platform Configuration',
        points: [
          'Content hub solutions and analytics rule templates',
          'Automation rules and incident settings',
          'Watchlists and threat intelligence feeds',
          'Health monitoring for connectors and rules',
        ],
      },
    ],
  },
  benefits: {
    heading: 'Benefits of an Engineered Sentinel Deployment',
    items: [
      {
        icon: Wallet,
        title: 'Predictable Costs',
        subtitle: 'Ingestion you planned for',
        description:
          'Forecasts made before each source is connected, and reviewed monthly, keep your Sentinel invoice close to budget.',
      },
      {
        icon: Search,
        title: 'Complete Investigations',
        subtitle: 'The right evidence collected',
        description:
          'Identity, endpoint, email, cloud and network logs sit in one workspace, so analysts can follow an attack across systems.',
      },
      {
        icon: MapPin,
        title: 'Logs Kept Onshore',
        subtitle: 'Stored in Australia',
        description:
          'Your security logs stay in an Australian Azure region, supporting Privacy Act obligations and customer expectations about where data is held.',
      },
      {
        icon: Repeat,
        title: 'Ready for Any Operator',
        subtitle: 'In-house or managed SOC',
        description:
          'A clean, documented deployment can be run by your own analysts or handed to a managed SOC without rework.',
      },
    ],
  },
  callToAction: {
    heading: 'Plan Your Microsoft Sentinel Deployment',
    text: 'Tell us which systems you need to monitor and roughly how many users and servers you have, and we will estimate ingestion and propose a workspace design.',
  },
} satisfies ConsultantPageContent;
