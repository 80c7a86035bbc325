import { BadgeDollarSign, Cloud, Crosshair, Laptop, ListChecks, Mail, MailWarning, Radar, ShieldHalf, UserSearch, Users, Waypoints, Zap, Ban } from 'lucide-react';
import type { ConsultantPageContent } from '../types';

export default {
  seo: {
    title: 'Microsoft Defender XDR Deployment and Tuning',
    description:
      'Microsoft Defender XDR specialists: Defender for Endpoint, Office 365, Identity and Cloud Apps deployed, tuned and joined into one incident queue for your team.',
  },
  hero: {
    family: 'security-compliance',
    imageAlt: 'Illustration of a shield with a padlock at the centre of a network of connected nodes, representing Microsoft Defender XDR protection',
    overline: 'Microsoft Defender',
    title: 'Microsoft Defender XDR, Fully Deployed and Properly Tuned',
    subtitle:
      'Endpoint, email, identity and cloud app protection working together, so attacks are detected at every stage and contained automatically.',
  },
  intro: {
    heading: 'Licensed Is Not the Same as Protected',
    paragraphs: [
      'Many organisations hold Business Premium or E5 licences that include substantial Microsoft Defender capabilities, yet run with default settings, half-onboarded devices and alerts nobody reads. The protection is already paid for; it simply has not been switched on, tuned or connected.',
      'We deploy each Defender workload deliberately: onboarding every endpoint, setting email protection policies, installing Defender for Identity sensors on domain controllers and discovering shadow IT with Defender for Cloud Apps. Signals then correlate into single incidents in the Defender portal, where automated investigation and attack disruption can stop a threat before anyone has opened the alert.',
    ],
  },
  highlights: {
    heading: 'Defender XDR Services',
    items: [
      {
        icon: Laptop,
        title: 'Defender for Endpoint',
        description:
          'Onboarding for Windows, macOS, Linux, iOS and Android, with EDR in block mode, tamper protection and attack surface reduction rules tuned for your applications.',
      },
      {
        icon: Mail,
        title: 'Defender for Office 365',
        description:
          'Safe Links, Safe Attachments, impersonation protection and preset security policies applied to every mailbox and to links shared in Teams.',
      },
      {
        icon: UserSearch,
        title: 'Defender for Identity',
        description:
          'Sensors on domain controllers and AD FS servers detect reconnaissance, pass-the-hash and other lateral movement in your on-premises Active Directory.',
      },
      {
        icon: Cloud,
        title: 'Defender for Cloud Apps',
        description:
          'Shadow IT discovery, OAuth app governance and session controls that limit downloads from unmanaged devices in sanctioned SaaS apps.',
      },
      {
        icon: Zap,
        title: 'Automated Response',
        description:
          'Automated investigation and response, plus automatic attack disruption, are configured so compromised accounts and devices are contained without waiting for a human.',
      },
      {
        icon: Crosshair,
        title: 'Vulnerability Management',
        description:
          'Defender Vulnerability Management ranks missing patches and risky configurations by exposure, so remediation effort goes where attackers are most likely to strike.',
      },
    ],
  },
  mission: {
    heading: 'Getting Full Value From the Security You Already Own',
    text: 'Before recommending any new product, we make sure the protection included in your Microsoft licences is working to its full potential. We measure progress with Secure Score and exposure management, and share the results openly with your team.',
  },
  expertise: {
    heading: 'Defender Specialist Skills',
    items: [
      {
        icon: ShieldHalf,
        title: 'Endpoint Protection',
        points: [
          'Migration from third-party antivirus and EDR products',
          'Attack surface reduction rules in audit, then block mode',
          'Device groups, exclusions and custom indicators',
          'Live response and device isolation procedures',
        ],
      },
      {
        icon: MailWarning,
        title: 'Email and Collaboration',
        points: [
          'Anti-phishing and impersonation policy design',
          'Attack simulation training campaigns',
          'Threat Explorer investigations',
          'Workflow for messages reported by users',
        ],
      },
      {
        icon: Users,
        title: 'Identity Threat Detection',
        points: [
          'Defender for Identity sensor deployment',
          'Identity posture assessments and remediation',
          'Honeytoken accounts for early warning',
          'Signal sharing with Entra ID Protection',
        ],
      },
      {
        icon: Radar,
        title: 'Unified Operations',
        points: [
          'Incident queue triage and tuning',
          'Advanced hunting with KQL',
          'Custom detection rules',
          'Exposure management and Secure Score reviews',
        ],
      },
    ],
  },
  benefits: {
    heading: 'What Defender XDR Delivers',
    items: [
      {
        icon: Waypoints,
        title: 'Correlated Incidents',
        subtitle: 'One story per attack',
        description:
          'Alerts from email, devices and identities are grouped into a single incident, so analysts see the whole attack instead of disconnected warnings.',
      },
      {
        icon: Ban,
        title: 'Containment Without Delay',
        subtitle: 'Automatic disruption',
        description:
          'High-confidence attacks such as business email compromise and human-operated ransomware are disrupted automatically while your team is alerted.',
      },
      {
        icon: BadgeDollarSign,
        title: 'Fewer Overlapping Tools',
        subtitle: 'Consolidated security spend',
        description:
          'Replacing separate antivirus, email filtering and CASB subscriptions with licences you already hold can free budget for other priorities.',
      },
      {
        icon: ListChecks,
        title: 'Essential Eight Support',
        subtitle: 'Controls mapped to maturity',
        description:
          'Defender settings support Essential Eight strategies such as patching, macro control and application hardening, with reporting to prove it.',
      },
    ],
  },
  callToAction: {
    heading: 'Request a Defender Configuration Review',
    text: 'We will compare your current Defender settings with recommended baselines and show which gaps an attacker would find first.',
  },
} satisfies ConsultantPageContent;
