import { Cable, Clock, Eye, Gauge, KeyRound, Layers, Network, Orbit, RefreshCw, Router, Server, ShieldPlus, UserCheck, Fingerprint } from 'lucide-react';
import type { ConsultantPageContent } from '../types';

export default {
  seo: {
    title: 'Azure Hybrid Cloud: Azure Arc, Identity, ExpressRoute',
    description:
      'Azure hybrid cloud services: Azure Arc for on-premises servers, hybrid identity with Entra Connect, and ExpressRoute or VPN links to Australian Azure regions.',
  },
  hero: {
    family: 'azure',
    imageAlt: 'Illustration of server racks sending data up to the cloud, representing hybrid cloud connecting data centres and Azure',
    overline: 'Azure Hybrid Cloud',
    title: 'Connect Your Data Centre and Azure Into One Hybrid Estate',
    subtitle:
      'Azure Arc management, hybrid identity and dependable network connectivity for organisations that will run on premises and in the cloud for years to come.',
  },
  intro: {
    heading: 'Hybrid by Design, Not by Accident',
    paragraphs: [
      'Few organisations move everything to the cloud at once. Manufacturing systems, legacy databases and latency-sensitive applications often stay on premises while new workloads are built in Azure. Without a plan, that leaves two identity systems, two sets of security tools and a network link that nobody owns.',
      'We bring both sides together. Azure Arc projects on-premises and multicloud servers into Azure for policy, patching and Defender protection; Entra Connect or Cloud Sync gives staff a single identity; and ExpressRoute or site-to-site VPN provides the private connectivity in between. Your estate is then managed as one, wherever each workload lives.',
    ],
  },
  highlights: {
    heading: 'Hybrid Cloud Services We Offer',
    items: [
      {
        icon: Orbit,
        title: 'Azure Arc-Enabled Servers',
        description:
          'Windows and Linux servers in your data centre, at branch offices or in other clouds appear in Azure, ready for policy, inventory and monitoring.',
      },
      {
        icon: UserCheck,
        title: 'Hybrid Identity',
        description:
          'Entra Connect Sync or Cloud Sync with password hash synchronisation, seamless single sign-on and a plan for retiring on-premises dependencies over time.',
      },
      {
        icon: Cable,
        title: 'ExpressRoute Connectivity',
        description:
          'Private circuits through Australian ExpressRoute peering locations provide predictable latency and bandwidth between your sites and Azure.',
      },
      {
        icon: Router,
        title: 'Site-to-Site VPN',
        description:
          'Azure VPN Gateway tunnels with redundant connections suit smaller sites, or serve as a backup path alongside ExpressRoute.',
      },
      {
        icon: ShieldPlus,
        title: 'Unified Security',
        description:
          'Defender for Servers and Azure Policy machine configuration extend to on-premises machines through Arc, with findings gathered in one dashboard.',
      },
      {
        icon: RefreshCw,
        title: 'Patching and Extended Security Updates',
        description:
          'Azure Update Manager schedules patches across cloud and on-premises servers, and Arc delivers Extended Security Updates for Windows Server 2012 and 2012 R2.',
      },
    ],
  },
  mission: {
    heading: 'One Estate, Managed Consistently',
    text: 'Where a workload runs should be a business decision, not a management headache. Our hybrid designs give your team one set of tools, one identity and one security view across every location, so future moves between on premises and Azure stay simple.',
  },
  expertise: {
    heading: 'Hybrid Cloud Expertise',
    items: [
      {
        icon: Server,
        title: 'Azure Arc',
        points: [
          'Onboarding at scale with service principals',
          'Arc-enabled SQL Server inventory and licensing',
          'Arc-enabled Kubernetes clusters',
          'Change Tracking and Azure Monitor for on-premises machines',
        ],
      },
      {
        icon: Fingerprint,
        title: 'Identity',
        points: [
          'Migrations from Entra Connect Sync to Cloud Sync',
          'Password hash sync and pass-through authentication design',
          'Microsoft Entra Kerberos for Azure Files access',
          'AD FS decommissioning in favour of cloud authentication',
        ],
      },
      {
        icon: Network,
        title: 'Networking',
        points: [
          'ExpressRoute private and Microsoft peering',
          'Virtual WAN and hub-and-spoke topologies',
          'Azure DNS Private Resolver for hybrid name resolution',
          'Azure Firewall and network virtual appliances',
        ],
      },
      {
        icon: Layers,
        title: 'Hybrid Services',
        points: [
          'Azure File Sync for branch file servers',
          'Azure Backup for on-premises servers with MARS and MABS',
          'Windows Admin Center in the Azure portal',
          'Hotpatching for Windows Server through Arc',
        ],
      },
    ],
  },
  benefits: {
    heading: 'Why Build a Planned Hybrid Cloud',
    items: [
      {
        icon: Eye,
        title: 'Single View of Every Server',
        subtitle: 'Inventory without spreadsheets',
        description:
          'Every machine, wherever it runs, shows up in Azure Resource Graph with its tags, patch status and security posture.',
      },
      {
        icon: KeyRound,
        title: 'One Sign-In for Staff',
        subtitle: 'Fewer passwords to manage',
        description:
          'Synchronised identities let people use the same credentials for on-premises apps, Microsoft 365 and Azure, with MFA enforced centrally.',
      },
      {
        icon: Gauge,
        title: 'Reliable Connectivity',
        subtitle: 'Private and predictable',
        description:
          'ExpressRoute keeps traffic between your offices and Azure off the public internet, and a VPN backup path keeps it flowing if a circuit fails.',
      },
      {
        icon: Clock,
        title: 'Modernise at Your Own Pace',
        subtitle: 'No forced migration',
        description:
          'Ageing systems stay supported and secured through Arc while you decide when, and whether, to move them to Azure.',
      },
    ],
  },
  callToAction: {
    heading: 'Design Your Hybrid Cloud With Us',
    text: 'Tell us about your data centres, branch sites and current Azure footprint, and we will map out your connectivity, identity and management options.',
  },
} satisfies ConsultantPageContent;
