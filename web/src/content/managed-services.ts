import {
  Activity,
  BellRing,
  Cloud,
  DatabaseBackup,
  FileBarChart,
  Headset,
  Laptop,
  LifeBuoy,
  Network,
  RefreshCw,
  Rocket,
  ServerCog,
  ShieldCheck,
  Timer,
  UserCheck,
  Wrench,
} from 'lucide-react';
import { paths } from '../config/paths';
import type { ManagedServicesContent } from './page-types/managed-services-page';

const managedServices: ManagedServicesContent = {
  seo: {
    title: 'Managed IT Services & Support',
    description:
      'Managed IT services with 24/7 support, proactive monitoring, patching, backup and cyber security for Australian businesses, for a predictable monthly fee.',
  },
  hero: {
    family: 'it-strategy-managed',
    imageAlt: 'Illustration of a support headset on a roadmap path with a monitoring dashboard and gears',
    overline: 'Managed Services',
    title: 'Comprehensive IT Management & Support',
    subtitle:
      'We look after your servers, devices, cloud services and users as if they were our own, so your team can concentrate on running the business.',
  },
  benefits: {
    heading: 'What You Get With Managed IT',
    intro:
      'One fixed monthly agreement replaces unpredictable repair bills with a team that keeps your systems healthy and answers when you call.',
    items: [
      {
        icon: Headset,
        title: '24/7 Support',
        subtitle: 'Help at any hour',
        description:
          'Our service desk and on-call engineers are available 24/7, so a problem at 2 am on a Sunday is handled as seriously as one on Monday morning.',
      },
      {
        icon: Activity,
        title: 'Proactive Management',
        subtitle: 'Issues fixed before they hurt',
        description:
          'Monitoring agents watch disk space, backups, certificates and security events, and our team acts on warnings before users notice a thing.',
      },
      {
        icon: UserCheck,
        title: 'Expert Team',
        subtitle: 'Specialists on call',
        description:
          'You gain access to Microsoft, networking and security engineers without having to recruit, train or retain them yourself.',
      },
      {
        icon: Timer,
        title: 'Rapid Response',
        subtitle: 'Priority-based service levels',
        description:
          'Critical incidents are picked up straight away and worked until resolved, with regular updates to the people affected.',
      },
    ],
  },
  capabilities: {
    heading: 'Managed Services Capabilities',
    intro: 'Everything a well-run IT environment needs, covered under one agreement and one point of contact.',
    items: [
      {
        icon: BellRing,
        title: 'Monitoring and Alerting',
        description: 'Continuous health checks across servers, network devices and cloud services with alerts routed to the right engineer.',
      },
      {
        icon: RefreshCw,
        title: 'Patch Management',
        description: 'Tested monthly updates for Windows, macOS and common applications, deployed outside business hours.',
      },
      {
        icon: DatabaseBackup,
        title: 'Backup and Recovery',
        description: 'Daily backups of servers and Microsoft 365 data, with restore tests that prove files can be recovered.',
      },
      {
        icon: ShieldCheck,
        title: 'Endpoint Security',
        description: 'Managed antivirus, endpoint detection and device encryption on every laptop and desktop in the fleet.',
      },
      {
        icon: Cloud,
        title: 'Cloud Administration',
        description: 'Day-to-day management of Microsoft 365 and Azure, from licence changes to mailbox and permission requests.',
      },
      {
        icon: Network,
        title: 'Network Management',
        description: 'Firewalls, switches and Wi-Fi kept current and documented, with changes logged and reversible.',
      },
      {
        icon: Laptop,
        title: 'Device Lifecycle',
        description: 'Procurement, setup, asset tracking and secure disposal, planned around a hardware refresh every 4-5 years.',
      },
      {
        icon: FileBarChart,
        title: 'Reporting and Reviews',
        description: 'Monthly service reports and quarterly reviews that show ticket trends, risks and recommended improvements.',
      },
    ],
  },
  offerings: {
    heading: 'Managed Services Offerings',
    intro: 'Take the full managed service or start with the area that needs attention most; every offering is backed by the same support team.',
    items: [
      {
        title: 'Helpdesk Support',
        icon: LifeBuoy,
        description: 'A friendly, knowledgeable service desk for your staff, reachable by phone, email or portal whenever they need it.',
        features: ['Phone, email and portal support', 'Remote fixes in minutes', 'New starter and leaver processes'],
        link: paths.servicePage('managed-services/helpdesk'),
      },
      {
        title: 'Managed IT Services',
        icon: ServerCog,
        description: 'Complete, proactive management of your infrastructure, devices and cloud platforms for a fixed monthly fee.',
        features: ['Server and device management', 'Vendor liaison', 'IT roadmap and budgeting'],
        link: paths.servicePage('managed-services/it'),
      },
      {
        title: 'IT Support',
        icon: Wrench,
        description: 'Flexible support blocks and on-site visits for organisations that want expert help without a full managed agreement.',
        features: ['Prepaid support hours', 'On-site technician visits', 'Ad-hoc project assistance'],
        link: paths.servicePage('managed-services/support'),
      },
      {
        title: 'Managed SD-WAN',
        icon: Network,
        description: 'Multi-site connectivity monitored and maintained by our network engineers, including carrier fault management.',
        features: ['Link health monitoring', 'Firewall policy changes on request', 'Carrier escalation handled for you'],
        link: paths.servicePage('managed-services/sdwan'),
      },
      {
        title: 'Cyber Security Services',
        icon: ShieldCheck,
        description: 'Ongoing protection, detection and response that keeps pace with the threats facing Australian businesses.',
        features: ['Threat detection and containment', 'Staff phishing awareness training', 'Essential Eight uplift'],
        link: paths.servicePage('managed-services/cybersecurity'),
      },
      {
        title: 'Digital Transformation',
        icon: Rocket,
        description: 'Guided modernisation of legacy systems and paper processes, delivered in stages your team can absorb.',
        features: ['Process digitisation', 'Legacy application replacement', 'Change management support'],
        link: paths.servicePage('managed-services/digital-transformation'),
      },
    ],
  },
  enquiry: {
    heading: 'Hand Over the IT Headaches',
    intro: 'Tell us how many people and devices you support today, and we will prepare a managed services proposal with a clear monthly price.',
  },
};

export default managedServices;
