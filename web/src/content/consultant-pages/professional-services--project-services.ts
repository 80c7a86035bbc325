import {
  CalendarRange,
  ClipboardList,
  FolderKanban,
  Gavel,
  Handshake,
  MessagesSquare,
  PackageCheck,
  PiggyBank,
  Target,
  TriangleAlert,
  Users,
  Workflow,
} from 'lucide-react';
import type { ConsultantPageContent } from '../types';

export default {
  seo: {
    title: 'IT Project Consultants | Project Management & Delivery',
    description:
      'IT project consultants who plan, manage and deliver migrations, rollouts and upgrades on time, with clear governance, risk management and regular reporting.',
  },
  hero: {
    family: 'it-strategy-managed',
    imageAlt: 'Illustration of a rising roadmap path beside a dashboard panel, a support headset and gears',
    overline: 'Professional Services',
    title: 'Project Consultants',
    subtitle:
      'Experienced project managers and technical leads who take IT projects from business case to handover, without the drama.',
  },
  intro: {
    heading: 'IT projects delivered with discipline',
    paragraphs: [
      'Technology projects rarely fail because of the technology. They stall because scope keeps growing, decisions wait for the wrong person, or the people doing the work are also answering the helpdesk. Our project consultants bring structure: a clear scope, a realistic schedule, a named owner for every risk, and reporting that tells you where things really stand.',
      'We manage Microsoft 365 and Azure migrations, office relocations, network refreshes, device rollouts and line-of-business system upgrades, using the method that suits the work, from stage-gated delivery to agile sprints. Our project managers work alongside your staff and suppliers, and can step into a technical lead role when the project needs one.',
    ],
  },
  highlights: {
    heading: 'What our project consultants do',
    items: [
      {
        icon: ClipboardList,
        title: 'Scoping and business cases',
        description:
          'Requirements, options and costs documented, so the project starts with agreement on what success looks like.',
      },
      {
        icon: CalendarRange,
        title: 'Planning and scheduling',
        description:
          'Work breakdown, dependencies and milestones built together with the people who will deliver them.',
      },
      {
        icon: TriangleAlert,
        title: 'Risk and issue management',
        description:
          'A live risk register with owners and mitigations, reviewed at every project checkpoint.',
      },
      {
        icon: MessagesSquare,
        title: 'Stakeholder communication',
        description:
          'Status reports, steering committee papers and staff announcements written for each audience.',
      },
      {
        icon: Handshake,
        title: 'Supplier coordination',
        description:
          'One point of contact keeping carriers, vendors and contractors working to the same plan and dates.',
      },
      {
        icon: PackageCheck,
        title: 'Transition to support',
        description:
          'Documentation, training and a formal handover, so the finished work is supportable from its first day.',
      },
    ],
  },
  mission: {
    heading: 'Honest reporting, firm scope',
    text: 'We tell you early when something is drifting off track, and we bring options for bringing it back. Candid reporting and disciplined scope control are how we protect your budget and your team\'s goodwill.',
  },
  expertise: {
    heading: 'Project delivery expertise',
    items: [
      {
        icon: FolderKanban,
        title: 'Project types',
        points: [
          'Microsoft 365 and Azure migrations',
          'Office moves and new fit-outs',
          'Network and infrastructure refreshes',
          'Device and operating system rollouts',
        ],
      },
      {
        icon: Workflow,
        title: 'Delivery methods',
        points: [
          'Stage-gated delivery drawing on PRINCE2 principles',
          'Agile and hybrid approaches',
          'Scheduling in Microsoft Project and Planner',
          'Benefits tracking after go-live',
        ],
      },
      {
        icon: Gavel,
        title: 'Governance',
        points: [
          'Steering committee set-up',
          'Change control and scope management',
          'Budget tracking and forecasting',
          'Quality reviews at each stage gate',
        ],
      },
      {
        icon: Users,
        title: 'People and change',
        points: [
          'Change impact assessments',
          'Training plans and user communications',
          'Cutover rehearsal and hypercare planning',
          'Lessons-learned reviews',
        ],
      },
    ],
  },
  benefits: {
    heading: 'Benefits of experienced project delivery',
    items: [
      {
        icon: Target,
        title: 'Predictable outcomes',
        subtitle: 'On scope, on schedule',
        description:
          'Careful planning and change control keep delivery aligned with what was agreed at the outset.',
      },
      {
        icon: CalendarRange,
        title: 'Less disruption',
        subtitle: 'The business keeps running',
        description:
          'Cutovers are scheduled and rehearsed to keep downtime for staff and customers to a minimum.',
      },
      {
        icon: PiggyBank,
        title: 'Protected budgets',
        subtitle: 'No surprise invoices',
        description:
          'Regular cost tracking highlights variances while there is still time to act on them.',
      },
      {
        icon: Users,
        title: 'Freed-up staff',
        subtitle: 'Your team stays focused',
        description:
          'Internal experts contribute their knowledge without being pulled away from daily operations.',
      },
    ],
  },
  callToAction: {
    heading: 'Have a project that needs steering?',
    text: 'Tell us about the project, its deadline and what is worrying you, and we will propose a delivery approach and the right consultant to lead it.',
  },
} satisfies ConsultantPageContent;
