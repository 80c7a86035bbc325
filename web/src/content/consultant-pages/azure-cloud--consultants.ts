import { BadgeDollarSign, Boxes, Building2, Compass, Gauge, LayoutGrid, MapPin, Network, ScanSearch, Server, ShieldCheck, TrendingDown, Waves, Zap } from 'lucide-react';
import type { ConsultantPageContent } from '../types';

export default {
  seo: {
    title: 'Azure Consultants: Assessment, Landing Zones, Migration',
    description:
      'Azure consultants for Australian businesses: cloud readiness assessments, landing zones in Australia East and Southeast, and migration of servers and apps.',
  },
  hero: {
    family: 'azure',
    imageAlt: 'Illustration of server racks sending data up to the cloud, representing our Azure consulting and migration work',
    overline: 'Azure Consultants',
    title: 'Move to Microsoft Azure With a Plan, Not a Leap of Faith',
    subtitle:
      "Assessment, landing zone design and migration delivered by consultants who follow Microsoft's Cloud Adoption Framework and explain every decision.",
  },
  intro: {
    heading: 'From Server Room to Azure, One Workload at a Time',
    paragraphs: [
      'Moving to Azure is less about copying virtual machines and more about making good decisions early: which workloads to move as they are, which to modernise and which to retire. Our consultants begin with a discovery of your servers, applications and dependencies using Azure Migrate, so the business case rests on measured usage rather than guesses.',
      'We then build a landing zone in Australia East or Australia Southeast with identity, networking, policy and cost controls in place before the first workload arrives. Migrations run in waves with tested rollback plans, and your team is involved throughout so it can run the environment confidently once we step back.',
    ],
  },
  highlights: {
    heading: 'Our Azure Consulting Services',
    items: [
      {
        icon: ScanSearch,
        title: 'Discovery and Assessment',
        description:
          'The Azure Migrate appliance collects performance and dependency data from VMware, Hyper-V and physical servers, producing right-sized recommendations and cost estimates.',
      },
      {
        icon: LayoutGrid,
        title: 'Landing Zone Design',
        description:
          "Management groups, subscriptions, hub networking, Azure Policy and role-based access built from Microsoft's Azure landing zone reference architecture and deployed as code.",
      },
      {
        icon: Waves,
        title: 'Wave-Based Migration',
        description:
          'Workloads are grouped by dependency and risk, replicated with Azure Migrate, tested in isolation and cut over during agreed change windows.',
      },
      {
        icon: BadgeDollarSign,
        title: 'Cost Modelling',
        description:
          'Azure Hybrid Benefit for your existing Windows Server and SQL Server licences, reservations and savings plans are built into the business case from the start.',
      },
      {
        icon: MapPin,
        title: 'Australian Data Residency',
        description:
          'Workloads and backups are placed in Australian regions, using the Australia East and Australia Southeast pair for resilience and sovereignty requirements.',
      },
      {
        icon: Boxes,
        title: 'Modernisation Options',
        description:
          'Where it makes sense, applications move to App Service, Azure SQL Managed Instance or containers instead of being lifted onto virtual machines unchanged.',
      },
    ],
  },
  mission: {
    heading: 'A Cloud Journey You Stay in Control Of',
    text: 'We give you options with honest trade-offs, including when a workload is better left on premises. Our consultants transfer knowledge at every stage, so when the project ends you have an Azure environment your own people understand and can grow.',
  },
  expertise: {
    heading: 'Azure Consulting Expertise',
    items: [
      {
        icon: Compass,
        title: 'Strategy and Readiness',
        points: [
          'Cloud Adoption Framework strategy and planning',
          'Application rationalisation: rehost, refactor, rebuild or retire',
          'Total cost of ownership comparisons',
          'Skills and operating model planning',
        ],
      },
      {
        icon: Network,
        title: 'Foundations',
        points: [
          'Hub-and-spoke or Virtual WAN network design',
          'Entra ID integration and Azure role-based access control',
          'Policy guardrails for tagging and allowed regions',
          'Bicep or Terraform for repeatable deployments',
        ],
      },
      {
        icon: Server,
        title: 'Migration Delivery',
        points: [
          'Windows and Linux server migration with Azure Migrate',
          'SQL Server moves to Azure SQL Managed Instance',
          'File server consolidation onto Azure Files',
          'Post-migration testing and hypercare',
        ],
      },
      {
        icon: Gauge,
        title: 'Well-Architected Reviews',
        points: [
          'Reliability, security, cost, operations and performance assessments',
          'Backup and disaster recovery design',
          'Right-sizing after the first month of usage data',
          'Remediation roadmaps for existing Azure tenants',
        ],
      },
    ],
  },
  benefits: {
    heading: 'Why Work With Our Azure Consultants',
    items: [
      {
        icon: TrendingDown,
        title: 'Predictable Cloud Costs',
        subtitle: 'No bill shock',
        description:
          'Right-sizing, reservations and budgets are agreed before migration, so your first Azure invoices match the business case.',
      },
      {
        icon: ShieldCheck,
        title: 'Secure From Day One',
        subtitle: 'Guardrails before workloads',
        description:
          'Policies, logging and access controls are in place before any production data reaches Azure, rather than added after an incident.',
      },
      {
        icon: Zap,
        title: 'Faster Delivery',
        subtitle: 'Reusable foundations',
        description:
          'Infrastructure as code means environments for new projects or acquisitions can be deployed in hours instead of weeks of manual setup.',
      },
      {
        icon: Building2,
        title: 'Freedom From Hardware Cycles',
        subtitle: 'Retire the server room',
        description:
          'Running workloads in Azure ends the need to buy replacement servers and storage every four to five years.',
      },
    ],
  },
  callToAction: {
    heading: 'Book an Azure Readiness Assessment',
    text: 'Let us run a discovery of your current servers and applications, and you will receive a right-sized Azure design, a cost estimate and a migration plan.',
  },
} satisfies ConsultantPageContent;
