import { Cloud, Headset, Laptop, Blocks, ShieldCheck, Briefcase } from 'lucide-react';
import { paths } from '../config/paths';
import type { HomeContent } from './page-types/home-page';

const home: HomeContent = {
  seo: {
    title: 'Microsoft IT Services & Support',
    description:
      'Microsoft solutions partner in North Geelong, Victoria, providing managed IT, Microsoft 365, Azure, cyber security and consulting to organisations nationwide.',
  },
  hero: {
    family: 'it-strategy-managed',
    imageAlt: 'Illustration of a dashboard, gears and a support headset joined by a winding roadmap path',
    overline: 'Microsoft Solutions Partner',
    title: 'IT That Works as Hard as Your Business',
    subtitle:
      'Managed support, Microsoft cloud and cyber security for Australian organisations, delivered by a team that explains things plainly and answers the phone 24/7.',
    contactLabel: 'Get in Touch',
    servicesLabel: 'Explore Our Services',
  },
  services: {
    overline: 'What we do',
    heading: 'Services Built Around Microsoft',
    intro:
      'Six of the ways we help organisations run better technology; each one links to the detail behind it.',
    items: [
      {
        title: 'Modern Workplace',
        icon: Laptop,
        description: 'Microsoft 365, Teams and managed Windows 11 devices set up for secure work from any location.',
        features: ['Microsoft 365 deployment', 'Windows 11 upgrades', 'Intune device management'],
        link: paths.serviceGroup('modern-workplace'),
      },
      {
        title: 'Azure Cloud',
        icon: Cloud,
        description: 'Migrate servers and applications to Microsoft Azure, or run a hybrid of cloud and on-premises systems.',
        features: ['Cloud migration planning', 'Disaster recovery', 'Cost optimisation'],
        link: paths.serviceGroup('azure-cloud'),
      },
      {
        title: 'Managed IT Services',
        icon: Headset,
        description: 'A fixed monthly fee covers monitoring, maintenance and a service desk your staff can call at any hour.',
        features: ['24/7 service desk', 'Proactive monitoring and patching', 'Backup management'],
        link: paths.serviceGroup('managed-services'),
      },
      {
        title: 'Security & Compliance',
        icon: ShieldCheck,
        description: 'Defend identities, devices and data with Microsoft security tools, monitored by people who know them well.',
        features: ['Essential Eight assessments', 'Microsoft Defender and Purview', 'Threat monitoring'],
        link: paths.serviceGroup('security-compliance'),
      },
      {
        title: 'Power Platform',
        icon: Blocks,
        description: 'Low-code apps, workflow automation and Power BI reporting that remove manual effort from everyday processes.',
        features: ['Custom Power Apps', 'Automated approvals', 'Interactive dashboards'],
        link: paths.serviceGroup('power-platform'),
      },
      {
        title: 'Professional Services',
        icon: Briefcase,
        description: 'Consultants, project managers and fractional CIOs who bring senior know-how to a specific piece of work.',
        features: ['Technology strategy', 'Project delivery', 'Salesforce consulting'],
        link: paths.serviceGroup('professional-services'),
      },
    ],
    allServicesLabel: 'View All Services',
  },
  industries: {
    overline: 'Industries',
    heading: 'Experience Across Australian Industries',
    intro:
      'Every sector has its own regulations, software and busy seasons. We tailor our support to the realities of yours.',
  },
  enquiry: {
    heading: 'Let’s Talk About Your IT',
    intro: 'Send us a few details about your organisation and what you would like to improve, and a consultant will contact you to arrange a conversation.',
  },
};

export default home;
