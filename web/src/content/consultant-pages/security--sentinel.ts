import { BellOff, Binoculars, Bot, Code, FileCode, Radar, ShieldCheck, Siren, TrendingUp, UserSearch, Users, Workflow, Zap, Fingerprint } from 'lucide-react';
import type { ConsultantPageContent } from '../types';

export default {
  seo: {
    title: 'Sentinel SOC Operations and Threat Hunting',
    description:
      'Microsoft Sentinel SOC operations: KQL detection engineering, threat hunting, automated playbooks and 24/7 monitoring and incident response by our analysts.',
  },
  hero: {
    family: 'security-compliance',
    imageAlt: 'Illustration of a shield with a padlock at the centre of a network of connected nodes, representing Sentinel security operations',
    overline: 'Sentinel SOC',
    title: 'Security Operations on Microsoft Sentinel, Around the Clock',
    subtitle:
      'Detection engineering, threat hunting, automated response and 24/7 analysts who turn your Sentinel workspace into a working security operations centre.',
  },
  intro: {
    heading: 'From Log Collection to Active Defence',
    paragraphs: [
      'Deploying Microsoft Sentinel gives you the data; operating it is what stops attacks. That takes analytics rules written for your environment, hunters who look for what rules miss, playbooks that respond in seconds and people watching the incident queue at 3 am.',
      'Our SOC team runs those operations on your workspace, whether we built it or someone else did. We maintain a detection library mapped to MITRE ATT&CK, tune it against your false positives, hunt regularly for emerging threats and handle incidents to resolution under agreed service levels, keeping your team informed throughout.',
    ],
  },
  highlights: {
    heading: 'Our Sentinel SOC Services',
    items: [
      {
        icon: Code,
        title: 'Detection Engineering',
        description:
          'Custom KQL analytics rules, near-real-time detections and Content hub templates adapted to your log sources, each mapped to a MITRE ATT&CK technique.',
      },
      {
        icon: Binoculars,
        title: 'Threat Hunting',
        description:
          'Hypothesis-driven hunts using hunting queries, bookmarks and notebooks uncover attacker activity that existing rules do not yet detect.',
      },
      {
        icon: Workflow,
        title: 'SOAR Playbooks',
        description:
          'Logic Apps playbooks and automation rules enrich incidents, notify owners, block indicators and raise tickets in your service desk system automatically.',
      },
      {
        icon: Siren,
        title: '24/7 Incident Handling',
        description:
          'Analysts triage, investigate and escalate incidents on every shift, following runbooks written with your team for each incident type.',
      },
      {
        icon: UserSearch,
        title: 'User and Entity Behaviour Analytics',
        description:
          'UEBA baselines normal behaviour for users and hosts, helping analysts spot compromised accounts and insider threats sooner.',
      },
      {
        icon: Radar,
        title: 'Threat Intelligence',
        description:
          'Intelligence feeds and watchlists enrich alerts with known malicious infrastructure, your high-value assets and your most targeted people.',
      },
    ],
  },
  mission: {
    heading: 'Detection That Keeps Pace With Attackers',
    text: 'Attack techniques change constantly, so a detection library that stands still falls behind. We commit to reviewing coverage against MITRE ATT&CK, retiring noisy rules and adding detections as new threats emerge, and we report every change to you.',
  },
  expertise: {
    heading: 'SOC Operations Expertise',
    items: [
      {
        icon: FileCode,
        title: 'Detection Content',
        points: [
          'Scheduled and NRT analytics rules in KQL',
          'Detection-as-code in Git with peer review',
          'MITRE ATT&CK coverage mapping',
          'False-positive tuning and suppression',
        ],
      },
      {
        icon: Fingerprint,
        title: 'Hunting and Investigation',
        points: [
          'Hunting queries and livestream sessions',
          'Jupyter notebooks for deep investigation',
          'Entity pages and investigation graph analysis',
          'Forensic timeline reconstruction',
        ],
      },
      {
        icon: Bot,
        title: 'Response Automation',
        points: [
          'Automation rules for triage and assignment',
          'Logic Apps playbooks for containment',
          'Ticketing integration with ServiceNow and Jira',
          'Teams and email notifications to stakeholders',
        ],
      },
      {
        icon: Users,
        title: 'Service Management',
        points: [
          'Analyst coverage on every shift under agreed service levels',
          'Escalation matrices and on-call contacts',
          'Monthly SOC reports and coverage reviews',
          'Tabletop exercises with your incident team',
        ],
      },
    ],
  },
  benefits: {
    heading: 'Benefits of a Managed Sentinel SOC',
    items: [
      {
        icon: ShieldCheck,
        title: 'Threats Found Sooner',
        subtitle: 'Detection tuned to you',
        description:
          'Rules written for your systems and users catch suspicious behaviour that generic templates overlook.',
      },
      {
        icon: BellOff,
        title: 'Less Alert Fatigue',
        subtitle: 'Signal over noise',
        description:
          'Continuous tuning removes duplicate and benign alerts, so every incident that reaches your team deserves attention.',
      },
      {
        icon: Zap,
        title: 'Consistent Response',
        subtitle: 'Playbooks run every time',
        description:
          'Automated enrichment and containment happen the same way at 3 am on a Sunday as they do on a Tuesday afternoon.',
      },
      {
        icon: TrendingUp,
        title: 'Growing Maturity',
        subtitle: 'Measurable improvement',
        description:
          'Coverage metrics and monthly reviews show your detection and response capability improving over time, ready to report to the board.',
      },
    ],
  },
  callToAction: {
    heading: 'Talk to Our SOC Team About Sentinel Operations',
    text: 'Whether your Sentinel workspace is new or already running, we can assess its detections and propose a managed operations model that fits.',
  },
} satisfies ConsultantPageContent;
