import {
  AppWindow,
  CalendarCheck,
  ClipboardCheck,
  Cpu,
  FolderSync,
  Gauge,
  LifeBuoy,
  LockKeyhole,
  Rocket,
  SearchCheck,
  ShieldCheck,
  Wallet,
} from 'lucide-react';
import type { Benefit, Expertise, Four, Highlight, PageSeo, Six } from './types';

export interface KeyFact {
  label: string;
  value: string;
}

export interface WindowsMigrationContent {
  seo: PageSeo;
  hero: { imageAlt: string; overline: string; title: string; subtitle: string; actionLabel: string };
  intro: { heading: string; paragraphs: readonly string[]; factsHeading: string; facts: Four<KeyFact> };
  inclusions: { heading: string; intro: string; items: Six<Highlight> };
  expertise: { heading: string; items: readonly [Expertise, Expertise, Expertise] };
  mission: { overline: string; heading: string; text: string };
  benefits: { heading: string; items: Four<Benefit> };
  callToAction: { heading: string; text: string; actionLabel: string };
}

export const windowsMigrationContent = {
  seo: {
    title: 'Windows 11 Migration Services | Windows 10 End of Support',
    description:
      'Windows 10 support ended on October 14, 2025. We plan and run Windows 11 migrations for five to five hundred machines, with hardware checks and minimal fuss.',
  },
  hero: {
    imageAlt: 'Illustration of a laptop screen showing snapped application windows in a Windows 11 style desktop',
    overline: 'Windows 11 Migration',
    title: 'Windows 11 Migration Services',
    subtitle:
      'Move every PC in your organisation to Windows 11 safely and on a schedule that suits you, with applications, files and settings intact.',
    actionLabel: 'Book Your Free Migration Assessment',
  },
  intro: {
    heading: 'Windows 10 has reached end of support',
    paragraphs: [
      'Microsoft ended support for Windows 10 on October 14, 2025. PCs still running it no longer receive security updates, bug fixes or technical assistance, so every vulnerability discovered from now on stays open on those machines. Software vendors are winding back their own support as well, and cyber insurers and auditors increasingly flag unsupported operating systems as a risk.',
      'Extended Security Updates (ESU) can buy time. Microsoft sells security-only updates for Windows 10 version 22H2 for up to three more years, with the price per device rising each year. ESU is a stopgap rather than a plan: it brings no new features and no general technical support, so we recommend it only for machines that cannot be migrated straight away.',
      'We migrate organisations running anywhere from five to five hundred machines. Each device is checked against the Windows 11 requirements, including TPM 2.0, UEFI firmware with Secure Boot and a supported processor, and upgraded in place where it qualifies. Business PCs are usually due for replacement every 4-5 years, so machines that fail the check are often ready for a hardware refresh anyway, and we build that into the same plan.',
    ],
    factsHeading: 'Key facts at a glance',
    facts: [
      { label: 'Windows 10 end of support', value: 'October 14, 2025' },
      { label: 'Migration scope', value: 'Five to five hundred machines' },
      { label: 'Typical hardware refresh', value: 'Every 4-5 years' },
      { label: 'Windows 11 security baseline', value: 'TPM 2.0 and Secure Boot' },
    ],
  },
  inclusions: {
    heading: 'What every migration includes',
    intro: 'A complete service from the first inventory to the last question after go-live, whether you run one office or several.',
    items: [
      {
        icon: ClipboardCheck,
        title: 'Readiness assessment',
        description:
          'A hardware, firmware and application inventory of every device, with a clear upgrade, replace or retire result for each one.',
      },
      {
        icon: AppWindow,
        title: 'Application compatibility testing',
        description:
          'Line-of-business software, drivers and peripherals tested on Windows 11 before anyone\'s everyday machine changes.',
      },
      {
        icon: Cpu,
        title: 'Hardware refresh planning',
        description:
          'Replacement PCs specified, quoted and scheduled for devices that miss the TPM 2.0 or processor requirements.',
      },
      {
        icon: FolderSync,
        title: 'Data and profile migration',
        description:
          'Files, browser favourites, printers and settings carried across, with OneDrive Known Folder Move protecting documents along the way.',
      },
      {
        icon: Rocket,
        title: 'Automated deployment',
        description:
          'Windows Autopilot and Microsoft Intune deliver the same secure build to every device, in the office or at home.',
      },
      {
        icon: LifeBuoy,
        title: 'Post-migration support',
        description:
          'Hypercare after each wave, with our helpdesk ready for questions about the new Start menu, Snap layouts and File Explorer.',
      },
    ],
  },
  expertise: {
    heading: 'Our Windows 11 expertise',
    items: [
      {
        icon: SearchCheck,
        title: 'Planning and assessment',
        points: [
          'Device inventory from Intune or Configuration Manager',
          'Hardware readiness reporting across the whole fleet',
          'Application and driver compatibility review',
          'Migration waves planned by team, site or role',
        ],
      },
      {
        icon: Rocket,
        title: 'Deployment and automation',
        points: [
          'In-place feature upgrades managed with Windows Autopatch or Intune update rings',
          'Windows Autopilot for new and reset devices',
          'Intune configuration profiles, security baselines and apps',
          'Staged and out-of-hours rollouts',
        ],
      },
      {
        icon: LockKeyhole,
        title: 'Security and management',
        points: [
          'BitLocker encryption with recovery keys stored in Entra ID',
          'Windows Hello for Business sign-in',
          'Credential Guard and virtualisation-based security',
          'Microsoft Defender for Endpoint onboarding',
        ],
      },
    ],
  },
  mission: {
    overline: 'Our mission',
    heading: 'Upgrades without upheaval',
    text: 'A Windows upgrade should feel routine to your staff. We plan around your busiest periods, test before we touch a production machine and communicate every step, so people start the week on a faster, more secure PC with nothing missing.',
  },
  benefits: {
    heading: 'Why move to Windows 11 with us',
    items: [
      {
        icon: ShieldCheck,
        title: 'Stronger security',
        subtitle: 'Protection from the hardware up',
        description:
          'TPM 2.0, Secure Boot and virtualisation-based security give Windows 11 a hardware-backed defence against modern attacks.',
      },
      {
        icon: Gauge,
        title: 'Better productivity',
        subtitle: 'A cleaner, quicker desktop',
        description:
          'Snap layouts, virtual desktops and a simpler Start menu help staff move between tasks with less effort.',
      },
      {
        icon: CalendarCheck,
        title: 'Supported for years',
        subtitle: 'Security updates every month',
        description:
          'A supported operating system keeps receiving patches and annual feature updates, keeping your fleet compliant.',
      },
      {
        icon: Wallet,
        title: 'Predictable spending',
        subtitle: 'A planned hardware refresh',
        description:
          'Aligning the migration with a 4-5 year replacement cycle spreads costs and avoids emergency purchases.',
      },
    ],
  },
  callToAction: {
    heading: 'Ready to leave Windows 10 behind?',
    text: 'Book a free migration assessment and we will review your devices, applications and timeline, then give you a clear, fixed plan for moving to Windows 11.',
    actionLabel: 'Book Your Free Migration Assessment',
  },
} satisfies WindowsMigrationContent;
