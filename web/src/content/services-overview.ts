import { Blocks, Briefcase, Cloud, GitBranch, Handshake, Headset, Laptop, MapPin, Network, ShieldCheck, Sparkles } from 'lucide-react';
import type { ServicesOverviewContent } from './page-types/services-overview-page';

const servicesOverview: ServicesOverviewContent = {
  seo: {
    title: 'IT Services and Microsoft Solutions',
    description:
      'Explore our IT services: modern workplace, Azure, managed IT, professional services, DevOps, Power Platform, security and SD-WAN for Australian organisations.',
  },
  hero: {
    family: 'modern-workplace',
    imageAlt: 'Illustration of connected people, chat bubbles, a calendar and a phone around a central hub',
    overline: 'Our Services',
    title: 'Technology Services for Every Stage of Growth',
    subtitle:
      'From a ten-person office moving to Microsoft 365 to a multi-site enterprise securing its network, we design, deliver and support the technology behind your work.',
  },
  benefits: {
    heading: 'How We Work With You',
    items: [
      {
        icon: Handshake,
        title: 'One Accountable Partner',
        description:
          'Advice, projects and ongoing support come from the same team, so nothing falls between the cracks of multiple vendors.',
      },
      {
        icon: Sparkles,
        title: 'Microsoft-First Expertise',
        description:
          'We specialise in the Microsoft cloud, which means deeper knowledge of the platform most Australian organisations already rely on.',
      },
      {
        icon: MapPin,
        title: 'Local and Nationwide',
        description:
          'Based in North Geelong, Victoria, we support clients across Australia remotely and on site when a visit makes the difference.',
      },
    ],
  },
  categories: {
    heading: 'Explore Our Service Categories',
    intro: 'Eight areas of expertise that can be combined to suit your organisation. Select a category to see the services inside it.',
    items: [
      {
        group: 'modern-workplace',
        title: 'Modern Workplace',
        icon: Laptop,
        accent: '#0b5cad',
        description: 'Microsoft 365 tools and managed devices that let staff work securely from anywhere.',
        services: ['Windows 11 migration', 'Microsoft 365 and Teams', 'Intune device management', 'Copilot readiness'],
      },
      {
        group: 'azure-cloud',
        title: 'Microsoft Azure',
        icon: Cloud,
        accent: '#005a9e',
        description: 'Cloud infrastructure, hybrid servers and disaster recovery on Microsoft Azure.',
        services: ['Azure migration', 'Azure Stack HCI', 'Azure Site Recovery', 'Hybrid cloud networking'],
      },
      {
        group: 'managed-services',
        title: 'Managed Services',
        icon: Headset,
        accent: '#137333',
        description: 'Proactive, fixed-fee IT management with a service desk that answers 24/7.',
        services: ['Helpdesk support', 'Managed IT services', 'Managed cyber security', 'Digital transformation'],
      },
      {
        group: 'professional-services',
        title: 'Professional Services',
        icon: Briefcase,
        accent: '#5b3cc4',
        description: 'Consultants, project teams and technology leaders engaged for a defined outcome.',
        services: ['IT and strategy consultants', 'Project services', 'Salesforce CRM', 'CIO-as-a-Service'],
      },
      {
        group: 'azure-devops',
        title: 'Azure DevOps',
        icon: GitBranch,
        accent: '#0a6b73',
        description: 'Delivery pipelines and engineering practices that help software teams release with confidence.',
        services: ['DevOps consulting', 'Azure Pipelines', 'Azure Test Plans', 'Azure Artifacts'],
      },
      {
        group: 'power-platform',
        title: 'Power Platform',
        icon: Blocks,
        accent: '#742774',
        description: 'Low-code apps, automated workflows and dashboards built around your processes.',
        services: ['Power Apps', 'Power Automate', 'Power BI', 'Power Virtual Agents'],
      },
      {
        group: 'security-compliance',
        title: 'Security & Compliance',
        icon: ShieldCheck,
        accent: '#b3261e',
        description: 'Layered Microsoft security, monitoring and governance for regulated and growing organisations.',
        services: ['Microsoft Defender', 'Microsoft Purview', 'Microsoft Sentinel', 'MDR for Microsoft 365'],
      },
      {
        group: 'sdwan',
        title: 'SDWAN',
        icon: Network,
        accent: '#b54708',
        description: 'Fortinet networks that connect every site securely and keep traffic flowing when a link fails.',
        services: ['Fortinet Secure SD-WAN', 'FortiGate firewalls', 'Multi-site rollouts', 'Managed network operations'],
      },
    ],
  },
  enquiry: {
    heading: 'Not Sure Where to Start?',
    intro: 'Give us a quick summary of your organisation and the challenge in front of you, and we will recommend the services that fit.',
  },
};

export default servicesOverview;
