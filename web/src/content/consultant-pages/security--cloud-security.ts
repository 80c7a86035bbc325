import { ClipboardCheck, ClipboardList, Code, Eye, Gauge, Globe, Landmark, Network, Route, Server, ServerCog, ShieldCheck, Telescope, Signpost } from 'lucide-react';
import type { ConsultantPageContent } from '../types';

export default {
  seo: {
    title: 'Cloud Security Posture With Defender for Cloud',
    description:
      'Cloud security posture with Microsoft Defender for Cloud: CSPM, workload protection, attack path analysis and Essential Eight and ISM compliance mapping.',
  },
  hero: {
    family: 'security-compliance',
    imageAlt: 'Illustration of a shield with a padlock at the centre of a network of connected nodes, representing cloud security posture management',
    overline: 'Cloud Security Posture',
    title: 'See and Fix the Risks Across Your Azure and Multicloud Estate',
    subtitle:
      'Microsoft Defender for Cloud posture management and workload protection, mapped to the Essential Eight and the Australian Government Information Security Manual.',
  },
  intro: {
    heading: 'Misconfiguration Is the Quiet Cloud Risk',
    paragraphs: [
      'Cloud breaches rarely need clever exploits. A storage account open to the internet, a virtual machine with RDP exposed or a forgotten key in a pipeline is enough. As estates spread across Azure, AWS and Google Cloud, those mistakes multiply faster than manual reviews can catch them.',
      'We deploy Microsoft Defender for Cloud to assess your environments continuously against the Microsoft cloud security benchmark and regulatory standards, prioritise findings by real attack paths and protect workloads such as servers, databases, storage and containers. Recommendations are then worked through with your team and tracked to closure.',
    ],
  },
  highlights: {
    heading: 'Cloud Security Posture Services',
    items: [
      {
        icon: Gauge,
        title: 'Posture Assessment',
        description:
          "Defender for Cloud's secure score and recommendations across every subscription, with findings ranked by exposure and business importance.",
      },
      {
        icon: Route,
        title: 'Attack Path Analysis',
        description:
          'Defender CSPM maps how an attacker could chain internet exposure, vulnerabilities and permissions to reach sensitive data, so fixes break the chain.',
      },
      {
        icon: ServerCog,
        title: 'Workload Protection',
        description:
          'Defender plans for Servers, Storage, SQL, Containers and Key Vault are enabled where they add value, with threat alerts routed to your security team.',
      },
      {
        icon: Globe,
        title: 'Multicloud Coverage',
        description:
          'AWS accounts and Google Cloud projects connect to Defender for Cloud, bringing posture and protection for every platform into one view.',
      },
      {
        icon: ClipboardList,
        title: 'Essential Eight and ISM Mapping',
        description:
          'The regulatory compliance dashboard tracks Azure resources against the Australian Government ISM PROTECTED initiative, and we map the results to Essential Eight strategies.',
      },
      {
        icon: Code,
        title: 'DevOps Security',
        description:
          'Code scanning and infrastructure-as-code checks for Azure DevOps and GitHub repositories catch misconfigurations before they are deployed.',
      },
    ],
  },
  mission: {
    heading: 'Continuous Assurance, Not a Point-in-Time Audit',
    text: 'Cloud environments change daily, so a yearly penetration test tells only part of the story. We commit to continuous posture management, regular reviews of what has changed and clear ownership of every open finding until it is resolved or formally accepted.',
  },
  expertise: {
    heading: 'Cloud Security Expertise',
    items: [
      {
        icon: Telescope,
        title: 'Posture Management',
        points: [
          'Choosing between foundational CSPM and Defender CSPM',
          'Agentless scanning of virtual machines and containers',
          'Cloud security explorer queries',
          'Data-aware posture for sensitive storage',
        ],
      },
      {
        icon: Server,
        title: 'Workload Defence',
        points: [
          'Defender for Servers Plan 1 and Plan 2 design',
          'Vulnerability assessment with Defender Vulnerability Management',
          'Just-in-time VM access and file integrity monitoring',
          'Container image scanning and runtime protection',
        ],
      },
      {
        icon: Landmark,
        title: 'Governance and Compliance',
        points: [
          'Azure Policy remediation and exemptions',
          'ISM PROTECTED and CIS benchmark assessments',
          'Governance rules that assign owners and due dates',
          'Evidence for ISO 27001 and Essential Eight audits',
        ],
      },
      {
        icon: Network,
        title: 'Network Exposure',
        points: [
          'Reviews of public endpoints and open management ports',
          'Private endpoints for PaaS services',
          'Azure Firewall and network security group hardening',
          'DDoS Protection planning for internet-facing apps',
        ],
      },
    ],
  },
  benefits: {
    heading: 'Benefits of Managed Cloud Posture',
    items: [
      {
        icon: Eye,
        title: 'Full Visibility',
        subtitle: 'Every subscription and account',
        description:
          'One dashboard shows misconfigurations and threats across Azure, AWS and Google Cloud instead of three separate consoles.',
      },
      {
        icon: Signpost,
        title: 'Prioritised Remediation',
        subtitle: 'Fix what matters first',
        description:
          'Attack path context separates the handful of findings that lead to sensitive data from the long tail of low-risk recommendations.',
      },
      {
        icon: ClipboardCheck,
        title: 'Compliance Evidence on Demand',
        subtitle: 'Ready for audits',
        description:
          'Exportable compliance reports show controls, exemptions and remediation history for auditors, customers and government contracts.',
      },
      {
        icon: ShieldCheck,
        title: 'Threats Detected in Workloads',
        subtitle: 'Beyond configuration',
        description:
          'Workload protection plans raise alerts for suspicious activity on servers, databases and storage, and feed them into Defender XDR incidents.',
      },
    ],
  },
  callToAction: {
    heading: 'Get a Cloud Security Posture Assessment',
    text: 'Grant us read-only access to your cloud subscriptions and we will report the most serious risks, mapped to the Essential Eight.',
  },
} satisfies ConsultantPageContent;
