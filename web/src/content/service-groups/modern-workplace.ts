import { BadgeCheck, Bot, Cloud, Laptop, LayoutGrid, MessagesSquare, MonitorSmartphone, RefreshCw, ShieldCheck, Sparkles, UserCheck, Users } from 'lucide-react';
import { paths } from '../../config/paths';
import type { ServiceGroupContent } from '../page-types/service-group-page';

const modernWorkplace: ServiceGroupContent = {
  seo: {
    title: 'Modern Workplace Solutions',
    description:
      'Microsoft 365, Teams, Intune, Copilot and Windows 11 migration for Australian organisations, planned and delivered by experienced modern workplace consultants.',
  },
  hero: {
    family: 'modern-workplace',
    imageAlt: 'Illustration of colleagues linked through chat, calendar and document icons around a shared hub',
    overline: 'Modern Workplace',
    title: 'A Modern Workplace Built on Microsoft 365',
    subtitle:
      'Give your people secure access to their files, conversations and line-of-business apps from the office, home or a client site, on devices your IT team can actually manage.',
  },
  benefits: {
    heading: 'What a Modern Workplace Changes for Your Team',
    intro:
      'Most organisations already pay for Microsoft 365 but use a fraction of it. We close the gap between the licences you hold and the way your staff work every day.',
    items: [
      {
        icon: Users,
        title: 'Collaboration That Sticks',
        subtitle: 'One place for chat, calls and files',
        description:
          'Teams channels, SharePoint libraries and OneDrive replace the email attachments and shared drives that slow projects down and lose the latest version.',
      },
      {
        icon: ShieldCheck,
        title: 'Security by Default',
        subtitle: 'Identity-first protection',
        description:
          'Multi-factor authentication, conditional access and data loss prevention are configured from day one rather than bolted on after an incident.',
      },
      {
        icon: MonitorSmartphone,
        title: 'Work From Anywhere',
        subtitle: 'Any device, same experience',
        description:
          'Laptops are enrolled, configured and patched over the internet, so a new starter in Perth gets the same desktop as a colleague in Geelong.',
      },
      {
        icon: RefreshCw,
        title: 'Predictable Lifecycle',
        subtitle: 'Plan refreshes, avoid surprises',
        description:
          'We map your fleet against a hardware refresh every 4-5 years, so budgets are set well ahead and no one is left nursing an unsupported machine.',
      },
    ],
  },
  capabilities: {
    heading: 'Modern Workplace Capabilities',
    intro: 'The skills our consultants apply across every Microsoft 365 engagement, whatever the size of your tenant.',
    items: [
      {
        icon: LayoutGrid,
        title: 'Tenant Design and Governance',
        description:
          'Naming conventions, retention labels, guest access and Teams lifecycle policies that keep a growing tenant tidy and auditable.',
      },
      {
        icon: Cloud,
        title: 'Mailbox and File Migration',
        description:
          'Cut-overs from on-premises Exchange, Google Workspace or legacy file servers, staged so staff keep working throughout.',
      },
      {
        icon: Laptop,
        title: 'Device Deployment',
        description:
          'Windows Autopilot and Intune profiles that let a laptop ship straight from the supplier to the employee, ready to use at first sign-in.',
      },
      {
        icon: UserCheck,
        title: 'Identity and Access',
        description:
          'Microsoft Entra ID, single sign-on to third-party apps and passwordless sign-in that cut helpdesk calls about locked accounts.',
      },
      {
        icon: Sparkles,
        title: 'AI Readiness',
        description:
          'Permission clean-ups and sensitivity labels that make sure Copilot only surfaces information each person is entitled to see.',
      },
      {
        icon: BadgeCheck,
        title: 'Adoption and Training',
        description:
          'Champions networks, short role-based sessions and quick reference guides so new tools become habits rather than shelfware.',
      },
    ],
  },
  services: {
    heading: 'Modern Workplace Services',
    intro: 'Choose the service that matches where you are today; each one can be delivered on its own or as part of a wider programme of change.',
    items: [
      {
        title: 'Windows 11 Migration',
        icon: Laptop,
        description:
          'Windows 10 reached end of support on 14 October 2025. We move fleets of five to five hundred machines to Windows 11 with minimal disruption.',
        features: ['Hardware compatibility assessment', 'Application testing and packaging', 'Staged, after-hours rollout'],
        link: paths.windowsMigration(),
      },
      {
        title: 'Microsoft 365 Consultants',
        icon: BadgeCheck,
        description:
          'Independent advice on licensing, tenant configuration and the roadmap that gets the most from your Microsoft 365 subscription.',
        features: ['Licence optimisation review', 'Tenant health check', 'Migration planning'],
        link: paths.servicePage('modern-workplace/microsoft-365-consultants'),
      },
      {
        title: 'Workplace Solutions',
        icon: LayoutGrid,
        description:
          'Intranets, document management and digital workspaces designed around the way your departments share information.',
        features: ['SharePoint intranet design', 'Document management structure', 'Hybrid work policies'],
        link: paths.servicePage('modern-workplace/workplace-solutions'),
      },
      {
        title: 'Copilot for Microsoft 365',
        icon: Bot,
        description:
          'A measured introduction of AI assistance, starting with data readiness and a pilot group before a wider rollout.',
        features: ['Readiness and permissions audit', 'Pilot design and success measures', 'Prompt training for staff'],
        link: paths.servicePage('modern-workplace/copilot'),
      },
      {
        title: 'Cloud Security',
        icon: ShieldCheck,
        description:
          'Hardening of Microsoft 365 identities, email and endpoints against phishing, account takeover and data leakage.',
        features: ['Secure Score improvement plan', 'Conditional access policies', 'Email threat protection'],
        link: paths.servicePage('modern-workplace/cloud-security'),
      },
      {
        title: 'Microsoft Teams',
        icon: MessagesSquare,
        description:
          'Teams set up as the hub for meetings, calling and project work, including Teams Phone and meeting room devices.',
        features: ['Teams Phone and calling plans', 'Meeting room setup', 'Channel and governance design'],
        link: paths.servicePage('modern-workplace/teams'),
      },
      {
        title: 'Microsoft Intune',
        icon: MonitorSmartphone,
        description:
          'Central management of Windows, macOS, iOS and Android devices, with compliance rules that protect company data on personal phones.',
        features: ['Autopilot zero-touch enrolment', 'Compliance and update policies', 'App protection for BYOD'],
        link: paths.servicePage('modern-workplace/intune'),
      },
    ],
  },
  enquiry: {
    heading: 'Plan Your Modern Workplace',
    intro: 'Tell us about your current Microsoft 365 set-up and the devices your staff use, and we will suggest a sensible first step.',
  },
};

export default modernWorkplace;
