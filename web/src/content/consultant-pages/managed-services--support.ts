import {
  Globe,
  Handshake,
  Laptop,
  MapPin,
  MonitorCog,
  PackageCheck,
  ShoppingCart,
  UserMinus,
  UserPlus,
  Users,
  Warehouse,
  Wrench,
} from 'lucide-react';
import type { ConsultantPageContent } from '../types';

export default {
  seo: {
    title: 'IT Support | Geelong, Melbourne & Regional Victoria',
    description:
      'On-site IT support across Geelong, Melbourne and regional Victoria, plus remote support Australia-wide: break/fix, devices, onboarding and site visits.',
  },
  hero: {
    family: 'it-strategy-managed',
    imageAlt: 'Illustration of a rising roadmap path beside a dashboard panel, a support headset and gears',
    overline: 'Managed Services',
    title: 'IT Support',
    subtitle:
      'Hands-on support for your offices and people: on-site across Geelong, Melbourne and regional Victoria, and remote support Australia-wide.',
  },
  intro: {
    heading: 'Practical IT support, in person and remote',
    paragraphs: [
      'Some problems need a technician at the desk: a laptop that will not power on, a new office to cable and configure, a printer that refuses to join the network. Our engineers visit offices across Geelong, Melbourne and regional Victoria for break/fix work, scheduled maintenance and installations, and we support businesses anywhere in Australia remotely.',
      'Beyond fixing faults, we handle the practical lifecycle of your devices and people: sourcing and configuring laptops and desktops, setting up new starters with accounts and equipment ready for their first day, and offboarding leavers so data and access are handed back properly.',
    ],
  },
  highlights: {
    heading: 'What our IT support covers',
    items: [
      {
        icon: Wrench,
        title: 'Break/fix repairs',
        description:
          'Diagnosis and repair of faulty hardware, software and connectivity, with manufacturer warranty claims lodged for you.',
      },
      {
        icon: MapPin,
        title: 'Scheduled site visits',
        description:
          'Regular on-site days for offices that like a familiar face for maintenance, small jobs and questions.',
      },
      {
        icon: ShoppingCart,
        title: 'Device procurement',
        description:
          'Laptops, desktops, monitors and accessories quoted, ordered and configured before they reach your office.',
      },
      {
        icon: UserPlus,
        title: 'Staff onboarding',
        description:
          'Accounts, licences, devices and access prepared so new starters can begin work the moment they arrive.',
      },
      {
        icon: UserMinus,
        title: 'Staff offboarding',
        description:
          'Access removed, mailboxes converted or delegated, and devices recovered and wiped when someone leaves.',
      },
      {
        icon: Globe,
        title: 'Remote support Australia-wide',
        description:
          'Secure remote sessions for staff in any state, including people working from home or on the road.',
      },
    ],
  },
  mission: {
    heading: 'We turn up and follow through',
    text: 'We arrive when we say we will, fix the problem properly and leave it documented. Whether it is one laptop or a whole office move, you deal with people who know your business and your sites.',
  },
  expertise: {
    heading: 'IT support expertise',
    items: [
      {
        icon: Warehouse,
        title: 'On-site services',
        points: [
          'Office set-ups and relocations',
          'Network cabling, switches and Wi-Fi access points',
          'Printers, scanners and meeting room equipment',
          'Hardware diagnosis and parts replacement',
        ],
      },
      {
        icon: Laptop,
        title: 'Device lifecycle',
        points: [
          'Procurement and supplier quotes',
          'Windows Autopilot and Intune provisioning',
          'Asset tagging and register updates',
          'Secure data wiping and responsible disposal',
        ],
      },
      {
        icon: Users,
        title: 'People changes',
        points: [
          'New starter checklists agreed with your managers',
          'Microsoft 365 account and licence set-up',
          'Mailbox and OneDrive handover for leavers',
          'Access reviews after role changes',
        ],
      },
      {
        icon: MonitorCog,
        title: 'Remote support',
        points: [
          'Secure remote access tooling',
          'Home office network troubleshooting',
          'Software installation and updates',
          'Video conferencing and headset set-up',
        ],
      },
    ],
  },
  benefits: {
    heading: 'Why businesses choose our IT support',
    items: [
      {
        icon: MapPin,
        title: 'Local presence',
        subtitle: 'Engineers close by',
        description:
          'Our North Geelong base keeps on-site visits quick for offices in Geelong, Melbourne and regional Victoria.',
      },
      {
        icon: UserPlus,
        title: 'Smooth starts and exits',
        subtitle: 'No first-day scramble',
        description:
          'New starters are productive from day one, and access for leavers is closed promptly.',
      },
      {
        icon: PackageCheck,
        title: 'The right equipment',
        subtitle: 'Devices that suit the role',
        description:
          'Hardware recommendations match each job, and devices arrive enrolled, updated and ready to use.',
      },
      {
        icon: Handshake,
        title: 'One provider',
        subtitle: 'On-site and remote together',
        description:
          'The same team handles the visit and the follow-up, so nothing falls between two providers.',
      },
    ],
  },
  callToAction: {
    heading: 'Need a hand with your office IT?',
    text: 'Tell us where your offices are and what support you need, and we will arrange a site visit or a remote session to get started.',
  },
} satisfies ConsultantPageContent;
