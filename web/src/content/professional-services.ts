import { Briefcase, ClipboardList, Compass, Crown, Handshake, LineChart, Puzzle, Scale, Target, UserCog, Users, Waypoints } from 'lucide-react';
import { paths } from '../config/paths';
import type { ProfessionalServicesContent } from './page-types/professional-services-page';

const professionalServices: ProfessionalServicesContent = {
  seo: {
    title: 'IT Professional Services',
    description:
      'IT consultants, project delivery, technology strategy, Salesforce CRM and CIO-as-a-Service for Australian organisations that need senior expertise on demand.',
  },
  hero: {
    family: 'it-strategy-managed',
    imageAlt: 'Illustration of a technology roadmap winding up to a dashboard of results',
    overline: 'Professional Services',
    title: 'Senior IT Expertise, Exactly When You Need It',
    subtitle:
      'Bring in experienced consultants, project managers and technology leaders for a defined piece of work, without the cost and delay of permanent hires.',
  },
  benefits: {
    heading: 'Why Engage Our Professional Services',
    intro:
      'Our consultants join your team for as long as the work requires, bringing lessons learned on similar projects and leaving your staff more capable when they go.',
    items: [
      {
        icon: Users,
        title: 'Flexible Capacity',
        subtitle: 'Scale up or down',
        description:
          'Engage one specialist for a fortnight or a full project team for a year, and adjust as priorities shift.',
      },
      {
        icon: Target,
        title: 'Outcome Focused',
        subtitle: 'Clear scope and deliverables',
        description:
          'Every engagement starts with agreed objectives, milestones and acceptance criteria, so you always know what you are paying for.',
      },
      {
        icon: Scale,
        title: 'Vendor-Neutral Advice',
        subtitle: 'Recommendations you can trust',
        description:
          'We recommend the option that suits your budget and goals, even when that means keeping what you already have.',
      },
      {
        icon: Handshake,
        title: 'Knowledge Transfer',
        subtitle: 'Your team grows with us',
        description:
          'Documentation, pairing and handover sessions ensure your people can run and extend the solution once we step back.',
      },
    ],
  },
  capabilities: {
    heading: 'Professional Services Capabilities',
    intro: 'The disciplines our consultants draw on, alone or in combination, to move an initiative from idea to business as usual.',
    items: [
      {
        icon: Compass,
        title: 'Technology Strategy',
        description:
          'Three-year roadmaps that link IT investment to business goals, with costed options the board can weigh up.',
      },
      {
        icon: ClipboardList,
        title: 'Project and Programme Management',
        description:
          'Structured and agile delivery with honest status reporting, risk registers and tight control of scope.',
      },
      {
        icon: Waypoints,
        title: 'Solution Architecture',
        description:
          'Designs that fit new systems into your existing environment, covering integration, security and support from the outset.',
      },
      {
        icon: LineChart,
        title: 'Business Analysis',
        description:
          'Requirements gathering, process mapping and user stories that capture what the business actually needs.',
      },
      {
        icon: Puzzle,
        title: 'CRM and Business Systems',
        description:
          'Selection, implementation and integration of CRM, ERP and line-of-business platforms, including Salesforce.',
      },
      {
        icon: Crown,
        title: 'IT Leadership',
        description:
          'Interim and fractional CIOs who run budgets, vendors and governance while you decide on a permanent structure.',
      },
    ],
  },
  offerings: {
    heading: 'Our Professional Services',
    intro: 'Choose an offering to see how it works, what it includes and how engagements are structured.',
    items: [
      {
        title: 'IT Consultants',
        icon: UserCog,
        description:
          'Experienced Microsoft, infrastructure and security consultants embedded in your team for a project or a period of peak demand.',
        features: ['Short and long-term placements', 'Microsoft and infrastructure specialists', 'Hands-on technical delivery'],
        link: paths.servicePage('professional-services/it-consultants'),
      },
      {
        title: 'Project Services',
        icon: ClipboardList,
        description:
          'End-to-end delivery of infrastructure, cloud and application projects by a team accountable for time, budget and quality.',
        features: ['Dedicated project manager', 'Fortnightly status reporting', 'Risk and change control'],
        link: paths.servicePage('professional-services/project-services'),
      },
      {
        title: 'Strategy Consultants',
        icon: Compass,
        description:
          'Independent reviews of your technology landscape and a prioritised plan for what to fix, replace or retire.',
        features: ['Current-state assessment', 'Costed technology roadmap', 'Board-ready recommendations'],
        link: paths.servicePage('professional-services/strategy'),
      },
      {
        title: 'Salesforce CRM',
        icon: Briefcase,
        description:
          'More than 8 years of Salesforce consulting across implementation, integration, data migration and automation.',
        features: ['Sales and Service Cloud setup', 'Integration with Microsoft 365', 'Legacy CRM data migration'],
        link: paths.salesforce(),
      },
      {
        title: 'CIO-as-a-Service',
        icon: Crown,
        description:
          'Part-time executive technology leadership for organisations that need strategic direction without a full-time CIO salary.',
        features: ['Monthly leadership days', 'Vendor and contract management', 'IT budget and governance'],
        link: paths.servicePage('professional-services/cio-as-service'),
      },
    ],
  },
  enquiry: {
    heading: 'Find the Right Expertise',
    intro: 'Describe the project or gap in your team, and we will match you with consultants who have solved the same problem before.',
  },
};

export default professionalServices;
