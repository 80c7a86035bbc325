import {
  BadgeCheck,
  Fingerprint,
  GraduationCap,
  ListChecks,
  MailWarning,
  Moon,
  Radar,
  ScanSearch,
  ShieldCheck,
  ShieldHalf,
  Siren,
  UserCog,
} from 'lucide-react';
import type { ConsultantPageContent } from '../types';

export default {
  seo: {
    title: 'Managed Cyber Security Services | Essential Eight',
    description:
      'Managed cyber security services for Australian organisations: 24/7 threat monitoring, Essential Eight uplift, vulnerability management and incident response.',
  },
  hero: {
    family: 'it-strategy-managed',
    imageAlt: 'Illustration of a rising roadmap path beside a dashboard panel, a support headset and gears',
    overline: 'Managed Services',
    title: 'Cyber Security Services',
    subtitle:
      'Managed protection, monitoring and response that lifts your security maturity and keeps you ahead of attackers.',
  },
  intro: {
    heading: 'Security managed by specialists, every day',
    paragraphs: [
      'Ransomware, business email compromise and credential theft hit Australian organisations of every size, and smaller businesses are often targeted precisely because attackers expect weaker defences. Our managed cyber security service gives you a specialist team that hardens your environment, watches for threats around the clock and responds when something suspicious happens.',
      'We use the Australian Signals Directorate\'s Essential Eight as a practical framework, assessing your current maturity level and then lifting controls such as application control, patching, multi-factor authentication, restricted administrative privileges and regular backups. Progress is tracked and reported, so you can show customers, insurers and your board where you stand.',
    ],
  },
  highlights: {
    heading: 'Our managed security services',
    items: [
      {
        icon: Radar,
        title: '24/7 threat monitoring',
        description:
          'Alerts from endpoints, identities, email and cloud services reviewed and acted on at any hour.',
      },
      {
        icon: ListChecks,
        title: 'Essential Eight uplift',
        description:
          'A maturity assessment against the Essential Eight and a staged plan to reach your target maturity level.',
      },
      {
        icon: ScanSearch,
        title: 'Vulnerability management',
        description:
          'Scheduled scanning, with missing patches and misconfigurations remediated in order of risk.',
      },
      {
        icon: MailWarning,
        title: 'Email security',
        description:
          'Defences against phishing and business email compromise, with SPF, DKIM and DMARC set up correctly for your domains.',
      },
      {
        icon: GraduationCap,
        title: 'Security awareness training',
        description:
          'Phishing simulations and short training modules that build everyday vigilance among staff.',
      },
      {
        icon: Siren,
        title: 'Incident response',
        description:
          'Containment, investigation and recovery support when an incident occurs, with guidance on your reporting obligations.',
      },
    ],
  },
  mission: {
    heading: 'Proportionate, practical security',
    text: 'Security should be proportionate, practical and understood by the people it protects. We tackle the controls that stop the most common attacks first, explain risk in business terms, and stay beside you when something goes wrong.',
  },
  expertise: {
    heading: 'Cyber security expertise',
    items: [
      {
        icon: ListChecks,
        title: 'Essential Eight controls',
        points: [
          'Application control with App Control for Business or AppLocker',
          'Microsoft Office macro settings and user application hardening',
          'Restricting administrative privileges',
          'Patching applications and operating systems',
          'Regular backups with tested restores',
        ],
      },
      {
        icon: Radar,
        title: 'Detection and response',
        points: [
          'Microsoft Defender XDR alert triage',
          'Threat hunting across endpoints and identities',
          'Isolation of compromised devices and accounts',
          'Post-incident reviews and hardening',
        ],
      },
      {
        icon: Fingerprint,
        title: 'Identity protection',
        points: [
          'Phishing-resistant multi-factor authentication',
          'Conditional Access baselines',
          'Just-in-time admin access through Privileged Identity Management',
          'Blocking legacy authentication',
        ],
      },
      {
        icon: ShieldHalf,
        title: 'Policy and compliance',
        points: [
          'Cyber security policies and standards',
          'Notifiable Data Breaches scheme guidance',
          'Cyber insurance questionnaire support',
          'Controls aligned with ISO 27001',
        ],
      },
    ],
  },
  benefits: {
    heading: 'Why choose managed security',
    items: [
      {
        icon: ShieldCheck,
        title: 'Reduced risk',
        subtitle: 'Common attacks blocked',
        description:
          'Essential Eight controls target the techniques most often used against Australian organisations.',
      },
      {
        icon: Moon,
        title: 'Around-the-clock vigilance',
        subtitle: 'Threats ignore office hours',
        description:
          'Continuous monitoring means an intrusion at 2 am is investigated at 2 am, not the next morning.',
      },
      {
        icon: BadgeCheck,
        title: 'Demonstrable maturity',
        subtitle: 'Evidence for stakeholders',
        description:
          'Maturity reports support tenders, insurance renewals and board oversight of cyber risk.',
      },
      {
        icon: UserCog,
        title: 'Specialist skills',
        subtitle: 'Without building your own team',
        description:
          'Security analysts and engineers on call, without the cost of hiring and retaining them in-house.',
      },
    ],
  },
  callToAction: {
    heading: 'Find out where your security stands',
    text: 'Book an Essential Eight conversation with our security team to understand your current maturity and the steps to improve it.',
  },
} satisfies ConsultantPageContent;
