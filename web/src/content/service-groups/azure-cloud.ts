import { Cloud, CloudCog, Coins, DatabaseBackup, Gauge, Layers, Network, Radar, Server, ServerCog, ShieldAlert, Workflow } from 'lucide-react';
import { paths } from '../../config/paths';
import type { ServiceGroupContent } from '../page-types/service-group-page';

const azureCloud: ServiceGroupContent = {
  seo: {
    title: 'Microsoft Azure Cloud Services',
    description:
      'Azure migration, hybrid cloud, Azure Stack HCI, Site Recovery and Sentinel for Australian businesses, with landing zones in Australian regions and clear costs.',
  },
  hero: {
    family: 'azure',
    imageAlt: 'Illustration of server racks sending data up to a group of clouds',
    overline: 'Microsoft Azure',
    title: 'Azure Cloud That Fits the Way You Run',
    subtitle:
      'Move workloads to Azure, keep the ones that belong on-premises, and manage both from one console with costs you can forecast.',
  },
  benefits: {
    heading: 'Why Organisations Move to Azure With Us',
    intro:
      'A cloud migration is only worth doing if it leaves you more resilient and no worse off financially. Our Azure work is planned around both.',
    items: [
      {
        icon: Coins,
        title: 'Costs Under Control',
        subtitle: 'Right-sized from the start',
        description:
          'We size virtual machines on measured usage, apply reserved instances where they pay off and set budgets with alerts before the first invoice arrives.',
      },
      {
        icon: DatabaseBackup,
        title: 'Resilience Built In',
        subtitle: 'Recover in hours, not weeks',
        description:
          'Backups, geo-redundant storage and tested recovery plans mean a failed server or ransomware attack becomes an inconvenience rather than a crisis.',
      },
      {
        icon: Network,
        title: 'Data Kept Onshore',
        subtitle: 'Australian regions by default',
        description:
          'Workloads are deployed to Australia East and Australia Southeast, helping you meet customer contracts and privacy obligations about where data lives.',
      },
      {
        icon: Gauge,
        title: 'Scale on Demand',
        subtitle: 'Capacity when you need it',
        description:
          'End-of-month processing, seasonal peaks and new projects get extra capacity in minutes, and you stop paying for it when the rush is over.',
      },
    ],
  },
  capabilities: {
    heading: 'Azure Capabilities',
    intro: 'From the first landing zone to day-to-day operations, these are the areas our Azure engineers cover.',
    items: [
      {
        icon: Layers,
        title: 'Landing Zone Design',
        description:
          'Subscriptions, networking, policy and role-based access laid out according to the Cloud Adoption Framework before any workload moves.',
      },
      {
        icon: Server,
        title: 'Workload Migration',
        description:
          'Discovery with Azure Migrate, dependency mapping and wave planning for file servers, databases and line-of-business applications.',
      },
      {
        icon: CloudCog,
        title: 'Hybrid Operations',
        description:
          'Azure Arc and Azure Stack HCI bring on-premises servers under the same policies, monitoring and updates as your cloud resources.',
      },
      {
        icon: DatabaseBackup,
        title: 'Backup and Disaster Recovery',
        description:
          'Azure Backup and Site Recovery configured with documented recovery time objectives and failover drills you can show an auditor.',
      },
      {
        icon: Radar,
        title: 'Security Monitoring',
        description:
          'Microsoft Sentinel and Defender for Cloud collect signals across servers and services to expose threats early.',
      },
      {
        icon: Workflow,
        title: 'Automation and FinOps',
        description:
          'Infrastructure as code, scheduled shutdowns and monthly cost reviews that stop cloud spend from drifting upwards.',
      },
    ],
  },
  services: {
    heading: 'Azure Services',
    intro: 'Each service below has its own page with the detail of what we deliver and how an engagement runs.',
    items: [
      {
        title: 'Azure Consultants',
        icon: Cloud,
        description:
          'Architects who assess your environment, build the business case and lead the migration from first workshop to handover.',
        features: ['Cloud readiness assessment', 'Total cost of ownership modelling', 'Migration roadmap'],
        link: paths.servicePage('azure-cloud/consultants'),
      },
      {
        title: 'Azure Stack HCI',
        icon: ServerCog,
        description:
          'Hyperconverged infrastructure for workloads that must stay on site, managed through the Azure portal like the rest of your estate.',
        features: ['Cluster sizing and deployment', 'Azure Arc integration', 'Branch and edge scenarios'],
        link: paths.servicePage('azure-cloud/stack-hci'),
      },
      {
        title: 'Azure Site Recovery',
        icon: DatabaseBackup,
        description:
          'Replication of critical servers to Azure so you can fail over within your agreed recovery time if the primary site goes down.',
        features: ['Recovery plan design', 'Non-disruptive failover testing', 'Runbook documentation'],
        link: paths.servicePage('azure-cloud/site-recovery'),
      },
      {
        title: 'Azure Platform',
        icon: Layers,
        description:
          'App Service, Azure SQL, containers and serverless functions chosen to suit each application rather than one pattern for all.',
        features: ['Platform service selection', 'Database modernisation', 'Monitoring and alerting'],
        link: paths.servicePage('azure-cloud/platform'),
      },
      {
        title: 'Microsoft Sentinel',
        icon: ShieldAlert,
        description:
          'A cloud-native SIEM that gathers logs from Azure, Microsoft 365 and your firewalls into one investigation console.',
        features: ['Data connector onboarding', 'Analytics rule tuning', 'Automated response playbooks'],
        link: paths.servicePage('azure-cloud/sentinel'),
      },
      {
        title: 'Azure Hybrid Cloud',
        icon: Network,
        description:
          'Site-to-site VPN, ExpressRoute and Azure Arc to connect head office, branches and Azure into one managed network.',
        features: ['Hybrid network design', 'Arc-enabled servers', 'Unified identity and policy'],
        link: paths.servicePage('azure-cloud/hybrid'),
      },
    ],
  },
  enquiry: {
    heading: 'Start Your Azure Journey',
    intro: 'Share a little about the servers and applications you run today, and we will outline what a move to Azure could look like.',
  },
};

export default azureCloud;
