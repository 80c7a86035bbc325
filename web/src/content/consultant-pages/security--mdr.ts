import { Activity, Award, BookOpen, ClipboardCheck, Clock, Eye, FileChartColumn, Layers, MailWarning, Search, ShieldAlert, Siren, Timer, Unplug } from 'lucide-react';
import type { ConsultantPageContent } from '../types';

export default {
  seo: {
    title: 'MDR for Microsoft 365: 24/7 Detection and Response',
    description:
      'Managed detection and response for Microsoft 365: 24/7 monitoring of Defender XDR and Entra ID, fast containment of compromised accounts and devices.',
  },
  hero: {
    family: 'security-compliance',
    imageAlt: 'Illustration of a shield with a padlock at the centre of a network of connected nodes, representing managed detection and response for Microsoft 365',
    overline: 'MDR for Microsoft 365',
    title: '24/7 Managed Detection and Response for Microsoft 365',
    subtitle:
      'Security analysts watching your Defender and Entra ID alerts around the clock, and acting on them, so a threat at 2 am is contained before your staff wake up.',
  },
  intro: {
    heading: 'Alerts Need Someone Watching Them',
    paragraphs: [
      'Microsoft Defender and Entra ID generate valuable alerts, but most organisations have no analysts available at night, on weekends or during the Christmas shutdown, which is exactly when attackers prefer to act. A suspicious inbox rule created on a Saturday can become a fraudulent invoice by Monday.',
      'Our MDR service connects to your Microsoft 365 tenant with delegated, least-privilege access and monitors Defender XDR incidents 24/7. Analysts triage every alert, investigate its context and take agreed containment steps such as revoking sessions, isolating devices or disabling accounts, then brief your team with a clear summary and next actions.',
    ],
  },
  highlights: {
    heading: 'What Our MDR Service Includes',
    items: [
      {
        icon: Eye,
        title: 'Round-the-Clock Monitoring',
        description:
          'Analysts monitor Defender XDR, Entra ID Protection and Defender for Cloud Apps alerts 24/7, including weekends and public holidays.',
      },
      {
        icon: MailWarning,
        title: 'Business Email Compromise Response',
        description:
          'Suspicious sign-ins, forwarding rules and OAuth consents are investigated, sessions revoked and mailboxes cleaned before fraudulent emails go out.',
      },
      {
        icon: Unplug,
        title: 'Device Isolation',
        description:
          'When ransomware behaviour appears on an endpoint, the device is cut off from the network through Defender for Endpoint while the investigation continues.',
      },
      {
        icon: Search,
        title: 'Proactive Threat Hunting',
        description:
          'Regular hunts with advanced hunting queries look for attacker techniques that did not trigger an alert, guided by current threat intelligence.',
      },
      {
        icon: BookOpen,
        title: 'Agreed Response Runbooks',
        description:
          'Before go-live we agree which actions analysts may take on their own and which need your approval, documented for each type of incident.',
      },
      {
        icon: FileChartColumn,
        title: 'Monthly Reporting',
        description:
          'A plain-English report on incidents, response times, trends and recommended improvements, walked through with you in a monthly service meeting.',
      },
    ],
  },
  mission: {
    heading: 'Your Security Team After Hours',
    text: 'We act as an extension of your IT team, not a black box. Every action we take is logged and explained, your escalation contacts are called when it matters, and we help you strengthen the tenant so the same incident is less likely to happen twice.',
  },
  expertise: {
    heading: 'MDR Capabilities',
    items: [
      {
        icon: ClipboardCheck,
        title: 'Onboarding',
        points: [
          'Prerequisite check for Business Premium, E5 or Defender add-ons',
          'Verification of Defender for Endpoint coverage',
          'Delegated access through GDAP with least privilege',
          'Escalation contacts and runbook sign-off',
        ],
      },
      {
        icon: Siren,
        title: 'Detection and Triage',
        points: [
          'Defender XDR incident triage',
          'Investigation of risky users and sign-ins in Entra ID',
          'Alert tuning to cut false positives',
          'Severity classification against agreed criteria',
        ],
      },
      {
        icon: ShieldAlert,
        title: 'Containment and Response',
        points: [
          'Session revocation and forced password resets',
          'Device isolation and on-demand antivirus scans',
          'Removal of malicious email from every mailbox',
          'Blocking of indicators and malicious OAuth apps',
        ],
      },
      {
        icon: Activity,
        title: 'Continuous Improvement',
        points: [
          'Post-incident reviews with root-cause findings',
          'Secure Score recommendations after each incident',
          'Quarterly posture briefings for leadership',
          'Essential Eight gap tracking',
        ],
      },
    ],
  },
  benefits: {
    heading: 'Why Choose Managed Detection and Response',
    items: [
      {
        icon: Clock,
        title: '24/7 Coverage Without Hiring',
        subtitle: 'A security team on demand',
        description:
          'You gain analysts on every shift without recruiting, training and retaining an in-house security operations team.',
      },
      {
        icon: Timer,
        title: 'Faster Containment',
        subtitle: 'Minutes matter',
        description:
          'Agreed runbooks let analysts act immediately on compromised accounts and devices, limiting how far an attacker can get.',
      },
      {
        icon: Award,
        title: 'Insurance and Compliance Support',
        subtitle: 'Evidence of monitoring',
        description:
          'Cyber insurers increasingly ask about continuous monitoring and incident response, and our reports help you answer with evidence.',
      },
      {
        icon: Layers,
        title: 'Built on What You Own',
        subtitle: 'No new agents',
        description:
          'The service runs on the Defender and Entra ID capabilities in your existing Microsoft licences, so there is no extra software to install on devices.',
      },
    ],
  },
  callToAction: {
    heading: 'Put Analysts on Watch Over Your Tenant',
    text: 'Tell us your user count and Microsoft 365 licences, and we will confirm readiness for MDR and outline the onboarding steps and timeframes.',
  },
} satisfies ConsultantPageContent;
