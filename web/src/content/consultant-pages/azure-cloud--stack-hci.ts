import { BadgeDollarSign, Building, Cloud, Container, Cpu, Gauge, HardDrive, LayoutDashboard, LifeBuoy, MapPin, MonitorPlay, RefreshCw, Ruler, ArrowRightLeft } from 'lucide-react';
import type { ConsultantPageContent } from '../types';

export default {
  seo: {
    title: 'Azure Local and Azure Stack HCI Consultants',
    description:
      'Deploy Azure Local, formerly Azure Stack HCI: validated hyperconverged clusters managed through Azure Arc for branch sites, low-latency apps and on-site data.',
  },
  hero: {
    family: 'azure',
    imageAlt: 'Illustration of server racks sending data up to the cloud, representing Azure Local hyperconverged clusters',
    overline: 'Azure HCI',
    title: 'Azure Local: Azure Services Running in Your Own Data Centre',
    subtitle:
      'Hyperconverged infrastructure on validated hardware, managed from the Azure portal, for applications that need to run on site or close to the people who use them.',
  },
  intro: {
    heading: 'The Hybrid Platform Formerly Known as Azure Stack HCI',
    paragraphs: [
      'Some workloads cannot move to a public cloud region: a plant control system that needs an instant response, a regional clinic with an unreliable internet link, or data that a contract requires to stay on your premises. Azure Local, the current name for Azure Stack HCI, runs virtual machines, Azure Virtual Desktop and Kubernetes on your own hardware while being managed through Azure.',
      'We size the cluster, select validated nodes, design storage and networking, and register the deployment with Azure Arc so updates, monitoring and security are handled from the same portal as your cloud resources. Existing Hyper-V and VMware virtual machines are then migrated across with minimal downtime.',
    ],
  },
  highlights: {
    heading: 'Azure Local Services We Deliver',
    items: [
      {
        icon: Ruler,
        title: 'Sizing and Design',
        description:
          'Compute, memory and Storage Spaces Direct capacity are calculated from your current workloads, with headroom for growth and the loss of a node built in.',
      },
      {
        icon: HardDrive,
        title: 'Validated Hardware',
        description:
          'We help you choose integrated systems or validated nodes from vendors such as Dell, HPE and Lenovo, so firmware and drivers are supported end to end.',
      },
      {
        icon: Building,
        title: 'Branch and Edge Sites',
        description:
          'Two-node clusters with a cloud witness bring resilient local computing to regional offices, stores and sites with limited connectivity.',
      },
      {
        icon: MonitorPlay,
        title: 'Azure Virtual Desktop On Premises',
        description:
          'Azure Virtual Desktop session hosts can run on Azure Local when users need low latency or desktop data must stay within your building.',
      },
      {
        icon: Container,
        title: 'Kubernetes at the Edge',
        description:
          'AKS enabled by Azure Arc provides a managed Kubernetes platform on your cluster for containerised applications close to where data is produced.',
      },
      {
        icon: RefreshCw,
        title: 'Lifecycle Updates',
        description:
          'Solution updates cover the operating system, agents and supported vendor firmware together, orchestrated from Azure so maintenance windows are shorter and less risky.',
      },
    ],
  },
  mission: {
    heading: 'On-Premises Performance With Cloud-Style Management',
    text: 'We recommend Azure Local only when it genuinely suits the workload. When it does, we deliver a platform your team can run with confidence, backed by clear runbooks, monitoring that raises issues before they escalate and a support path from the hardware up.',
  },
  expertise: {
    heading: 'Azure Local Expertise',
    items: [
      {
        icon: Cpu,
        title: 'Cluster Infrastructure',
        points: [
          'Storage Spaces Direct and storage network design',
          'Switched and switchless cluster configurations',
          'RDMA networking with Network ATC intents',
          'Cluster sizing for failure tolerance',
        ],
      },
      {
        icon: Cloud,
        title: 'Azure Arc Integration',
        points: [
          'Arc resource bridge and custom locations',
          'Azure Monitor Insights for cluster health',
          'Azure Update Manager for guest virtual machines',
          'Role-based access through Entra ID',
        ],
      },
      {
        icon: ArrowRightLeft,
        title: 'Workload Migration',
        points: [
          'Hyper-V virtual machine moves with Azure Migrate',
          'VMware migration planning and conversion',
          'Windows Server Datacenter: Azure Edition with hotpatching',
          'SQL Server enabled by Azure Arc',
        ],
      },
      {
        icon: LifeBuoy,
        title: 'Backup and Resilience',
        points: [
          'Azure Backup and Azure Site Recovery integration',
          'Cloud witness configuration',
          'Disaster recovery runbooks for each cluster',
          'Ongoing health checks and capacity reviews',
        ],
      },
    ],
  },
  benefits: {
    heading: 'Why Choose Azure Local',
    items: [
      {
        icon: Gauge,
        title: 'Local Performance',
        subtitle: 'Close to the work',
        description:
          'Applications run next to the machines and people that depend on them, avoiding round trips to a distant cloud region.',
      },
      {
        icon: MapPin,
        title: 'Data Stays On Site',
        subtitle: 'Meet sovereignty requirements',
        description:
          'Sensitive data remains on hardware you control, which helps when contracts or regulations call for on-premises storage.',
      },
      {
        icon: LayoutDashboard,
        title: 'One Management Plane',
        subtitle: 'The Azure portal for everything',
        description:
          'Cluster health, virtual machines, policies and security posture sit alongside your cloud resources instead of in a separate console.',
      },
      {
        icon: BadgeDollarSign,
        title: 'Licensing Advantages',
        subtitle: 'Value from existing investments',
        description:
          'Azure Hybrid Benefit can waive the host fee for customers with Software Assurance, and eligible older workloads receive Extended Security Updates at no extra cost.',
      },
    ],
  },
  callToAction: {
    heading: 'Discuss an Azure Local Deployment',
    text: 'Share your sites, workloads and the age of your current hardware, and we will advise whether Azure Local, Azure or a mix of both is the better fit.',
  },
} satisfies ConsultantPageContent;
