import { Activity, Award, ClipboardList, Crown, Eye, Fingerprint, KeyRound, ListChecks, MonitorCheck, Radar, ShieldBan, ShieldCheck, Smile, UserCog } from 'lucide-react';
import type { ConsultantPageContent } from '../types';

export default {
  seo: {
    title: 'Microsoft 365 Cloud Security and Entra ID Services',
    description:
      'Secure Microsoft 365 sign-ins with Entra ID Conditional Access, phishing-resistant MFA, Identity Protection and privileged access aligned to Essential Eight.',
  },
  hero: {
    family: 'modern-workplace',
    imageAlt: 'Illustration of people, chat messages, a calendar and a phone linked around a central hub, representing Microsoft 365 identity security',
    overline: 'Cloud Security',
    title: 'Protect Every Microsoft 365 Sign-In With Identity-First Security',
    subtitle:
      'Conditional Access, strong multi-factor authentication and risk-based policies in Entra ID, configured to stop account takeover before it reaches your data.',
  },
  intro: {
    heading: 'Identity Is the New Perimeter for Microsoft 365',
    paragraphs: [
      'Microsoft 365 account compromises tend to begin the same way: a password captured by a fake sign-in page, an old protocol that never asks for a second factor, or an administrator holding permanent Global Administrator rights. None of these needs an expensive new tool to fix. They need Entra ID configured deliberately, tested and watched.',
      'We design Conditional Access around your users, devices and locations, introduce phishing-resistant authentication in stages so nobody is locked out, and switch on Identity Protection and Privileged Identity Management where your licences include them. Each control is mapped to the Essential Eight, so you can show auditors and insurers exactly which maturity level you have reached.',
    ],
  },
  highlights: {
    heading: 'How We Secure Microsoft 365 Identities',
    items: [
      {
        icon: ListChecks,
        title: 'Conditional Access Design',
        description:
          'A documented policy set covering administrators, staff, guests and workload identities, run in report-only mode first so the impact is known before enforcement.',
      },
      {
        icon: Fingerprint,
        title: 'Phishing-Resistant MFA',
        description:
          'Passkeys in Microsoft Authenticator, FIDO2 security keys and Windows Hello for Business replace SMS codes for the accounts attackers target most.',
      },
      {
        icon: ShieldBan,
        title: 'Legacy Protocols Retired',
        description:
          'Older sign-in methods still in use, such as SMTP AUTH for scanners and line-of-business apps, are traced in the sign-in logs and moved to modern authentication.',
      },
      {
        icon: Activity,
        title: 'Risk-Based Policies',
        description:
          'With Entra ID P2, included in E5 or bought as an add-on, Identity Protection forces a secure password change or blocks access when a user or sign-in is flagged as risky.',
      },
      {
        icon: Crown,
        title: 'Privileged Access Control',
        description:
          'Privileged Identity Management gives administrators just-in-time roles with approval and expiry, while two monitored break-glass accounts are kept for emergencies.',
      },
      {
        icon: MonitorCheck,
        title: 'Device-Aware Access',
        description:
          'Opening mail or files can require an Intune-compliant or hybrid-joined device, so a stolen password on its own gets an attacker nowhere.',
      },
    ],
  },
  mission: {
    heading: 'Security That Lets People Get On With Their Work',
    text: 'Strong identity controls fail when they frustrate staff into finding workarounds. We balance protection with usability, explain every prompt your people will see and adjust policies with you until the secure path is also the easiest one.',
  },
  expertise: {
    heading: 'Identity Security Specialties',
    items: [
      {
        icon: KeyRound,
        title: 'Authentication',
        points: [
          'Authentication strengths for admin portals and sensitive apps',
          'Number matching and passkeys in Microsoft Authenticator',
          'Temporary Access Pass for secure onboarding',
          'Self-service password reset with strong verification',
        ],
      },
      {
        icon: Radar,
        title: 'Entra ID Protection',
        points: [
          'User risk and sign-in risk policies',
          'Leaked credential detection',
          'Risky user investigation and remediation',
          'Workload identity risk for service principals',
        ],
      },
      {
        icon: UserCog,
        title: 'Privileged and Guest Access',
        points: [
          'Just-in-time admin roles with Privileged Identity Management',
          'Access reviews for guests and group membership',
          'Cross-tenant access settings for partner organisations',
          'Alerting on emergency access account use',
        ],
      },
      {
        icon: ClipboardList,
        title: 'Essential Eight Alignment',
        points: [
          'MFA controls mapped to maturity levels one to three',
          'Restriction of administrative privileges',
          'Sign-in and audit log retention for investigations',
          'Evidence packs for auditors and cyber insurers',
        ],
      },
    ],
  },
  benefits: {
    heading: 'The Difference Identity Security Makes',
    items: [
      {
        icon: ShieldCheck,
        title: 'Account Takeover Stopped',
        subtitle: 'Passwords alone no longer work',
        description:
          'A stolen or guessed password cannot open a mailbox when access also needs a phishing-resistant factor and a trusted device.',
      },
      {
        icon: Award,
        title: 'Audit-Ready Evidence',
        subtitle: 'Essential Eight and insurance',
        description:
          'Clear documentation of each control helps you answer cyber insurance questionnaires and demonstrate your Essential Eight maturity with confidence.',
      },
      {
        icon: Smile,
        title: 'Fewer Interruptions for Staff',
        subtitle: 'Smart prompts, not constant ones',
        description:
          'Trusted devices and locations reduce repeated prompts, so people are challenged when risk is higher rather than every time they open Outlook.',
      },
      {
        icon: Eye,
        title: 'Visibility of Risky Sign-Ins',
        subtitle: 'Know what is happening',
        description:
          'Alerts for atypical travel, unfamiliar locations and leaked credentials reach the right person quickly, with a documented response for each.',
      },
    ],
  },
  callToAction: {
    heading: 'Request a Microsoft 365 Identity Security Review',
    text: 'We will review your Conditional Access policies, MFA methods and admin roles, then give you a prioritised plan mapped to the Essential Eight.',
  },
} satisfies ConsultantPageContent;
