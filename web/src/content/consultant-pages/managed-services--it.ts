import {
  Activity,
  CalendarCheck,
  CloudCog,
  DatabaseBackup,
  Download,
  LaptopMinimalCheck,
  LifeBuoy,
  ReceiptText,
  Server,
  ShieldCheck,
  Target,
  Wallet,
} from 'lucide-react';
import type { ConsultantPageContent } from '../types';

export default {
  seo: {
    title: 'Managed IT Services | Proactive Monitoring & Support',
    description:
      'Managed IT services with proactive monitoring, patching, backup and security management for your servers, devices and Microsoft 365, for a fixed monthly fee.',
  },
  hero: {
    family: 'it-strategy-managed',
    imageAlt: 'Illustration of a rising roadmap path beside a dashboard panel, a support headset and gears',
    overline: 'Managed Services',
    title: 'Managed IT Services',
    subtitle:
      'We look after your servers, devices, cloud services and network proactively, so problems are prevented rather than just repaired.',
  },
  intro: {
    heading: 'Your IT environment, fully managed',
    paragraphs: [
      'Keeping systems patched, backups tested, licences tidy and devices secure is constant work, and it tends to slip when an internal team is busy with day-to-day requests. Our managed IT service takes responsibility for that work under an agreed service level, using remote monitoring and management tools to spot failing disks, full storage or stalled backups before users notice.',
      'The service is shaped around your environment, whether it runs entirely on Microsoft 365 and Azure, combines cloud with on-premises servers, or spans several offices. You get a named account manager, regular service reviews and a fixed monthly fee that makes IT costs predictable.',
    ],
  },
  highlights: {
    heading: 'What is included',
    items: [
      {
        icon: Activity,
        title: 'Proactive monitoring',
        description:
          'Servers, network devices and endpoints watched for performance, capacity and availability problems.',
      },
      {
        icon: Download,
        title: 'Patch management',
        description:
          'Windows, macOS and third-party application updates tested, then deployed on a regular schedule.',
      },
      {
        icon: DatabaseBackup,
        title: 'Backup management',
        description:
          'Microsoft 365 and server backups checked daily, with test restores carried out on a routine basis.',
      },
      {
        icon: ShieldCheck,
        title: 'Endpoint protection',
        description:
          'Microsoft Defender for Business or Defender for Endpoint configured and monitored on every device.',
      },
      {
        icon: ReceiptText,
        title: 'Asset and licence management',
        description:
          'An up-to-date register of hardware, software and subscriptions, with renewal reminders well ahead of time.',
      },
      {
        icon: CalendarCheck,
        title: 'Quarterly service reviews',
        description:
          'Regular meetings with your account manager covering performance, risks and the work planned next.',
      },
    ],
  },
  mission: {
    heading: 'Treated as if it were our own',
    text: 'We look after your environment the way we look after ours: documented, secure and kept current. Our aim is fewer incidents each quarter, and we share the reporting that shows whether we are achieving it.',
  },
  expertise: {
    heading: 'Managed services expertise',
    items: [
      {
        icon: Server,
        title: 'Infrastructure management',
        points: [
          'Windows Server and Hyper-V',
          'Azure virtual machines and networking',
          'Firewalls, switches and Wi-Fi',
          'Storage and capacity planning',
        ],
      },
      {
        icon: LaptopMinimalCheck,
        title: 'Endpoint management',
        points: [
          'Microsoft Intune enrolment and compliance policies',
          'Windows Autopilot provisioning',
          'Application packaging and deployment',
          'BitLocker and FileVault device encryption',
        ],
      },
      {
        icon: CloudCog,
        title: 'Cloud administration',
        points: [
          'Microsoft 365 tenant administration',
          'Exchange Online and SharePoint governance',
          'Entra ID user lifecycle management',
          'Subscription and cost optimisation',
        ],
      },
      {
        icon: LifeBuoy,
        title: 'Continuity',
        points: [
          'Backup and disaster recovery planning',
          'Documented recovery procedures',
          'Business continuity testing',
          'Vendor and warranty management',
        ],
      },
    ],
  },
  benefits: {
    heading: 'The benefits of managed IT',
    items: [
      {
        icon: Wallet,
        title: 'Predictable costs',
        subtitle: 'One monthly fee',
        description:
          'Budget with confidence using an agreed fee instead of unpredictable hourly bills.',
      },
      {
        icon: Activity,
        title: 'Fewer outages',
        subtitle: 'Prevention first',
        description:
          'Monitoring and maintenance catch problems while they are still small and cheap to fix.',
      },
      {
        icon: ShieldCheck,
        title: 'Stronger security',
        subtitle: 'Patched and protected',
        description:
          'Consistent updates and endpoint protection close the gaps attackers look for first.',
      },
      {
        icon: Target,
        title: 'Strategic focus',
        subtitle: 'Your people on priorities',
        description:
          'With routine IT handled, internal staff can concentrate on projects that grow the business.',
      },
    ],
  },
  callToAction: {
    heading: 'Hand over the day-to-day IT',
    text: 'Tell us about your current set-up and support arrangements, and we will prepare a managed services proposal with a clear scope and monthly fee.',
  },
} satisfies ConsultantPageContent;
