import { Binoculars, ClipboardCheck, CloudCog, FileLock2, Fingerprint, Radar, ScanEye, ShieldCheck, ShieldHalf, Siren, Scale, UserLock } from 'lucide-react';
import { paths } from '../../config/paths';
import type { ServiceGroupContent } from '../page-types/service-group-page';

const securityCompliance: ServiceGroupContent = {
  seo: {
    title: 'Security & Compliance Services',
    description:
      'Microsoft Defender, Purview, Sentinel and managed detection and response that protect Australian organisations and support Essential Eight and privacy duties.',
  },
  hero: {
    family: 'security-compliance',
    imageAlt: 'Illustration of a padlocked shield at the centre of a network of connected nodes',
    overline: 'Security & Compliance',
    title: 'Protect Your Data, Prove Your Compliance',
    subtitle:
      'Layered Microsoft security that stops common attacks, watches for the uncommon ones and produces the evidence your board, insurer and auditors ask for.',
  },
  benefits: {
    heading: 'Security That Supports the Business',
    intro:
      'Good security should reduce risk without making everyday work harder. We tune controls so they protect people rather than get in their way.',
    items: [
      {
        icon: ShieldHalf,
        title: 'Fewer Successful Attacks',
        subtitle: 'Threats blocked at the edge',
        description:
          'Phishing filters, attack surface reduction rules and phishing-resistant sign-in remove the easy routes criminals rely on.',
      },
      {
        icon: Siren,
        title: 'Faster Response',
        subtitle: 'Minutes, not days',
        description:
          'When something does slip through, automated isolation and a clear escalation path contain it before it spreads across the network.',
      },
      {
        icon: Scale,
        title: 'Obligations Met',
        subtitle: 'Privacy Act and Essential Eight',
        description:
          'Controls are mapped to the Australian Privacy Principles and the ACSC Essential Eight, so you know where you stand and what is left to do.',
      },
      {
        icon: ClipboardCheck,
        title: 'Audit-Ready Evidence',
        subtitle: 'Reports on request',
        description:
          'Regular posture reports and retained logs give cyber insurers and auditors the proof they need without a scramble at renewal time.',
      },
    ],
  },
  capabilities: {
    heading: 'Security Capabilities',
    intro: 'The disciplines we combine to secure identities, devices, data and cloud workloads.',
    items: [
      {
        icon: Fingerprint,
        title: 'Identity Protection',
        description:
          'Risk-based conditional access, privileged identity management and sign-in monitoring that catch compromised accounts early.',
      },
      {
        icon: ScanEye,
        title: 'Endpoint Detection',
        description:
          'Defender for Endpoint deployed across laptops and servers, with tamper protection and behavioural detection switched on.',
      },
      {
        icon: FileLock2,
        title: 'Information Protection',
        description:
          'Sensitivity labels, encryption and data loss prevention policies that follow documents wherever they are shared.',
      },
      {
        icon: Radar,
        title: 'Threat Hunting',
        description:
          'Analysts query Sentinel and Defender data for signs of attacker activity that automated rules have not yet flagged.',
      },
      {
        icon: Binoculars,
        title: 'Security Assessments',
        description:
          'Maturity reviews against the Essential Eight with a prioritised remediation plan and realistic timeframes.',
      },
      {
        icon: UserLock,
        title: 'Incident Readiness',
        description:
          'Incident response plans, tabletop exercises and notifiable data breach procedures written for your organisation.',
      },
    ],
  },
  services: {
    heading: 'Our Security Services',
    intro: 'Pick a single control area or combine them into a complete security programme managed by one team.',
    items: [
      {
        title: 'Microsoft Purview',
        icon: FileLock2,
        description:
          'Classify, protect and retain sensitive information across email, Teams, SharePoint and endpoints to meet regulatory obligations.',
        features: ['Sensitivity label rollout', 'DLP rules for email and Teams', 'eDiscovery and retention'],
        link: paths.servicePage('security/purview'),
      },
      {
        title: 'Microsoft Defender',
        icon: ShieldCheck,
        description:
          'The Defender suite configured end to end for endpoints, identities, Office 365 and cloud apps, feeding one incident queue.',
        features: ['Defender for Endpoint onboarding', 'Safe Links and Safe Attachments', 'Attack surface reduction rules'],
        link: paths.servicePage('security/defender'),
      },
      {
        title: 'Cloud Security',
        icon: CloudCog,
        description:
          'Posture management for Azure and Microsoft 365 that finds misconfigurations before an attacker does.',
        features: ['Defender for Cloud posture reviews', 'Secure configuration baselines', 'Continuous compliance reporting'],
        link: paths.servicePage('security/cloud-security'),
      },
      {
        title: 'Managed Detection and Response',
        icon: Siren,
        description:
          'Around-the-clock monitoring of Microsoft 365 alerts by analysts who investigate, contain and report on every genuine threat.',
        features: ['24/7 alert triage', 'Account and device containment', 'Monthly threat summaries'],
        link: paths.servicePage('security/mdr'),
      },
      {
        title: 'Microsoft Sentinel',
        icon: Radar,
        description:
          'Security information and event management that correlates signals from Microsoft and third-party sources to reveal attack chains.',
        features: ['Log source onboarding', 'Custom detection rules', 'Workbooks for executives'],
        link: paths.servicePage('security/sentinel'),
      },
    ],
  },
  enquiry: {
    heading: 'Strengthen Your Security Posture',
    intro: 'Whether you need an Essential Eight assessment or round-the-clock monitoring, let us know where you are concerned and we will start there.',
  },
};

export default securityCompliance;
