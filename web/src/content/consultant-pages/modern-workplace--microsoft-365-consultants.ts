import { ArrowRightLeft, BadgeDollarSign, ChartColumn, ClipboardCheck, FileText, FolderOpen, GraduationCap, KeyRound, Mail, Merge, PiggyBank, Scale, ShieldCheck, Users } from 'lucide-react';
import type { ConsultantPageContent } from '../types';

export default {
  seo: {
    title: 'Microsoft 365 Consultants in Australia',
    description:
      'Microsoft 365 consultants for Australian organisations: tenant health checks, licence optimisation, Exchange and Google Workspace migrations and governance.',
  },
  hero: {
    family: 'modern-workplace',
    imageAlt: 'Illustration of people, chat messages, a calendar and a phone linked around a central hub, representing our Microsoft 365 consulting',
    overline: 'Microsoft 365 Consultants',
    title: 'Get More From Every Microsoft 365 Licence You Pay For',
    subtitle:
      'Independent advice and hands-on engineering for your tenant, from licence selection and migration through to security baselines and everyday governance.',
  },
  intro: {
    heading: 'A Tenant Built Around How Your Organisation Works',
    paragraphs: [
      'Most organisations adopt Microsoft 365 in stages: Exchange Online first, then Teams in a hurry, then SharePoint when the file server runs out of space. The result is often a tenant with overlapping tools, inconsistent permissions and licences bought for features nobody has switched on. Our consultants start by mapping what you own against what your people actually use.',
      "From our base in North Geelong we work with businesses across Australia, on site or remotely, to plan and deliver the changes that matter: moving mailboxes and files, consolidating tenants after a merger, raising Secure Score and giving staff a workplace they can find their way around. For tenants provisioned in Australia, core customer data sits in Microsoft's Australian datacentres, and we confirm this in every review.",
    ],
  },
  highlights: {
    heading: 'How Our Microsoft 365 Consultants Help',
    items: [
      {
        icon: ClipboardCheck,
        title: 'Tenant Health Check',
        description:
          'A structured review of admin centre settings, Secure Score, sharing policies and licence assignments, delivered as a prioritised list of fixes rather than a generic report.',
      },
      {
        icon: BadgeDollarSign,
        title: 'Licence Optimisation',
        description:
          'We compare Business Basic, Standard and Premium with E3 and E5 for each group of users, and flag early when you are approaching the 300-seat cap on Business plans.',
      },
      {
        icon: ArrowRightLeft,
        title: 'Mailbox and File Migrations',
        description:
          'Moves off on-premises Exchange, Google Workspace or a second Microsoft tenant, scheduled in batches outside business hours with mail flow and calendars tested before each switch.',
      },
      {
        icon: Merge,
        title: 'Tenant-to-Tenant Consolidation',
        description:
          "When businesses merge or divest, we move mailboxes, OneDrive content, Teams and domains between tenants using Microsoft's cross-tenant tools and a clear staff communication plan.",
      },
      {
        icon: Scale,
        title: 'Governance You Can Enforce',
        description:
          'Naming conventions, guest access rules, Microsoft 365 group expiry and retention settings are agreed with you, then configured to apply automatically instead of relying on memory.',
      },
      {
        icon: GraduationCap,
        title: 'Adoption and Training',
        description:
          'Short role-based sessions for staff and a deeper admin handover for your IT team, so new features are used properly from day one instead of being switched off after a week.',
      },
    ],
  },
  mission: {
    heading: 'Advice That Puts Your Business Ahead of the Licence Count',
    text: 'We recommend the smallest Microsoft 365 footprint that meets your security, compliance and collaboration needs, even when that means buying fewer licences. Every engagement ends with a tenant you understand, configuration notes your team can maintain and a roadmap you can fund one quarter at a time.',
  },
  expertise: {
    heading: 'Microsoft 365 Specialist Areas',
    items: [
      {
        icon: Mail,
        title: 'Exchange Online',
        points: [
          'Hybrid and cutover migrations from Exchange 2016 and 2019',
          'SPF, DKIM and DMARC for every sending domain',
          'Shared mailboxes, resource calendars and mail flow rules',
          'Exchange Online Archiving and litigation hold',
        ],
      },
      {
        icon: FolderOpen,
        title: 'SharePoint and OneDrive',
        points: [
          'File server and Google Drive moves with Migration Manager',
          'Hub site architecture with consistent permissions',
          'Known Folder Move for desktops and documents',
          'External sharing limits set site by site',
        ],
      },
      {
        icon: KeyRound,
        title: 'Identity and Access',
        points: [
          'Entra Connect or Cloud Sync from on-premises Active Directory',
          'Staged multi-factor rollout with Microsoft Authenticator',
          'Least-privilege admin roles',
          'Self-service password reset for staff',
        ],
      },
      {
        icon: ChartColumn,
        title: 'Licensing and Administration',
        points: [
          'Licence reviews across Business Premium, E3 and E5',
          'Group-based licence assignment in Entra ID',
          'Usage reports that expose inactive and duplicate licences',
          'CSP and Enterprise Agreement renewal planning',
        ],
      },
    ],
  },
  benefits: {
    heading: 'What Changes After an Engagement',
    items: [
      {
        icon: PiggyBank,
        title: 'Lower Licence Spend',
        subtitle: 'Pay for what people use',
        description:
          'Inactive accounts are removed, add-ons are matched to real roles, and third-party tools are retired where Microsoft 365 already covers the need.',
      },
      {
        icon: ShieldCheck,
        title: 'Stronger Baseline Security',
        subtitle: 'Measured through Secure Score',
        description:
          'Recommended settings are applied in order of risk, and Secure Score gives you and your board a simple way to see the improvement month by month.',
      },
      {
        icon: Users,
        title: 'Staff Who Find Things',
        subtitle: 'One place for files and conversations',
        description:
          'A clear site structure, sensible Teams naming and training mean fewer questions about where a document lives and less information trapped in personal inboxes.',
      },
      {
        icon: FileText,
        title: 'Documented Configuration',
        subtitle: 'Yours to keep',
        description:
          'You receive as-built notes covering every policy we change, so internal staff or any future provider can support the tenant without guesswork.',
      },
    ],
  },
  callToAction: {
    heading: 'Book a Microsoft 365 Review With Our Consultants',
    text: 'Tell us how many users you have, which licences you hold and what frustrates your team, and we will propose a review that fits your size and budget.',
  },
} satisfies ConsultantPageContent;
