import { ChartColumn, Laptop, Lock, PackageOpen, RefreshCw, ShieldCheck, ShieldHalf, Smartphone, TabletSmartphone, Truck, UserMinus, Wrench, BadgeCheck } from 'lucide-react';
import type { ConsultantPageContent } from '../types';

export default {
  seo: {
    title: 'Microsoft Intune Consultants for Device Management',
    description:
      'Microsoft Intune consultants: Windows Autopilot, compliance policies, app protection for BYOD, patching with Autopatch and Essential Eight device hardening.',
  },
  hero: {
    family: 'modern-workplace',
    imageAlt: 'Illustration of people, chat messages, a calendar and a phone linked around a central hub, representing Microsoft Intune device management',
    overline: 'Microsoft Intune',
    title: 'Manage and Secure Every Device With Microsoft Intune',
    subtitle:
      'Zero-touch Windows deployment, consistent security settings and protected mobile access for laptops, phones and tablets, wherever your staff happen to be.',
  },
  intro: {
    heading: 'Device Management Without the Imaging Bench',
    paragraphs: [
      'Traditional device management meant imaging laptops in the office, chasing patches over VPN and hoping nobody copied client data to a personal phone. Microsoft Intune replaces that with cloud-based policies that reach a device wherever it connects, and it is already included in Business Premium, E3 and E5.',
      'We design your Intune environment around how devices are bought and used: Autopilot for company laptops shipped straight from the supplier, app protection for personal phones, and kiosk or shared modes for front-desk and warehouse devices. Where Configuration Manager is still in place, we plan co-management and a path to cloud-only management.',
    ],
  },
  highlights: {
    heading: 'What Our Intune Engagements Include',
    items: [
      {
        icon: PackageOpen,
        title: 'Windows Autopilot',
        description:
          'New laptops are delivered directly to staff, enrol themselves at first sign-in and reach the desktop with apps and policies already in place.',
      },
      {
        icon: BadgeCheck,
        title: 'Compliance Policies',
        description:
          'Rules for encryption, operating system version, Defender status and firewall decide whether a device is trusted, and Conditional Access checks that verdict at every sign-in.',
      },
      {
        icon: Smartphone,
        title: 'Bring Your Own Device',
        description:
          'App protection policies keep company data inside Outlook, Teams and OneDrive on personal phones, with a selective wipe when someone leaves and no full enrolment required.',
      },
      {
        icon: RefreshCw,
        title: 'Patching and Updates',
        description:
          'Windows Autopatch or update rings deliver quality and feature updates, while Microsoft 365 Apps and third-party applications are patched on a predictable schedule.',
      },
      {
        icon: Lock,
        title: 'Security Baselines and Hardening',
        description:
          'Microsoft security baselines, BitLocker, Windows LAPS and attack surface reduction rules are applied through the settings catalog, with every exception documented.',
      },
      {
        icon: TabletSmartphone,
        title: 'Apple and Android Management',
        description:
          'Apple Business Manager and Android Enterprise enrolment bring corporate iPhones, iPads, Macs and Android devices into the same console as Windows.',
      },
    ],
  },
  mission: {
    heading: 'Devices That Are Secure by Default and Easy to Support',
    text: 'A well-managed fleet is one your service desk rarely has to think about. We build Intune so that a lost laptop is an inconvenience rather than a data breach, a new starter is productive within the hour and every policy change is tested on a pilot group before it reaches everyone.',
  },
  expertise: {
    heading: 'Intune Areas of Expertise',
    items: [
      {
        icon: Laptop,
        title: 'Windows Endpoint Management',
        points: [
          'Autopilot profiles and Enrollment Status Page design',
          'Settings catalog and administrative template policies',
          'Win32 app packaging with dependencies and supersedence',
          'Co-management migration from Configuration Manager',
        ],
      },
      {
        icon: ShieldHalf,
        title: 'Essential Eight Controls',
        points: [
          'Allow-listing executables with App Control for Business',
          'Microsoft Office macro restrictions',
          'User application hardening for browsers and Office',
          'Patch compliance reporting for operating systems and apps',
        ],
      },
      {
        icon: Smartphone,
        title: 'Mobile and BYOD',
        points: [
          'App protection policies for iOS and Android',
          'Android Enterprise work profiles and dedicated devices',
          'Automated Device Enrollment for iPhone and iPad',
          'Conditional launch checks for jailbroken or rooted devices',
        ],
      },
      {
        icon: Wrench,
        title: 'Intune Suite and Operations',
        points: [
          'Endpoint Privilege Management for controlled elevation',
          'Remote Help for secure support sessions',
          'Endpoint analytics for startup and app reliability',
          'Role-based access and scope tags for IT teams',
        ],
      },
    ],
  },
  benefits: {
    heading: 'Why Organisations Move Device Management to Intune',
    items: [
      {
        icon: Truck,
        title: 'Zero-Touch Provisioning',
        subtitle: 'No more imaging',
        description:
          "Devices ship from the reseller to wherever the employee works, saving courier trips and hours of technician time for every device.",
      },
      {
        icon: ShieldCheck,
        title: 'Consistent Protection',
        subtitle: 'Every device, same standard',
        description:
          'Encryption, antivirus and update settings are enforced identically across the fleet, and non-compliant devices lose access until they are fixed.',
      },
      {
        icon: UserMinus,
        title: 'Clean Offboarding',
        subtitle: 'Company data removed',
        description:
          "When someone leaves, company apps and data are wiped from their personal phone and their laptop is reset remotely, ready for the next person.",
      },
      {
        icon: ChartColumn,
        title: 'Clear Fleet Reporting',
        subtitle: 'Know your estate',
        description:
          'Dashboards show device health, encryption status and patch levels in one place, giving managers evidence for audits and hardware planning.',
      },
    ],
  },
  callToAction: {
    heading: 'Start Your Intune Project With a Device Review',
    text: 'Tell us how many devices you manage, how they are enrolled today and which platforms you support, and we will outline a practical path to Intune.',
  },
} satisfies ConsultantPageContent;
