import {
  Archive,
  BadgeDollarSign,
  Compass,
  Crown,
  Eye,
  FileBarChart,
  GraduationCap,
  Handshake,
  Presentation,
  ShieldCheck,
  UserCheck,
  Wallet,
} from 'lucide-react';
import type { ConsultantPageContent } from '../types';

export default {
  seo: {
    title: 'CIO-as-a-Service | Virtual CIO for Your Business',
    description:
      'CIO-as-a-Service gives you part-time senior IT leadership: strategy, budgets, vendor management, security oversight and board reporting, without a new hire.',
  },
  hero: {
    family: 'it-strategy-managed',
    imageAlt: 'Illustration of a rising roadmap path beside a dashboard panel, a support headset and gears',
    overline: 'Professional Services',
    title: 'CIO-as-a-Service',
    subtitle:
      'Executive-level technology leadership on a part-time basis that fits the size and stage of your organisation.',
  },
  intro: {
    heading: 'Senior IT leadership without a full-time executive salary',
    paragraphs: [
      'Growing organisations reach a point where technology is too important to leave to whoever has time, yet the business is not large enough to justify a full-time Chief Information Officer. CIO-as-a-Service fills that gap with an experienced technology leader who joins your management team for an agreed number of days each month.',
      'Your virtual CIO owns the technology agenda: setting direction, managing the IT budget, negotiating with vendors, overseeing security and reporting to the board. They work with your internal staff and existing providers, so you keep the relationships that work and gain a leader who holds everyone to account.',
    ],
  },
  highlights: {
    heading: 'What your virtual CIO takes on',
    items: [
      {
        icon: Compass,
        title: 'Technology leadership',
        description:
          'A seat at the management table, representing technology in business planning and major decisions.',
      },
      {
        icon: Wallet,
        title: 'Budget ownership',
        description:
          'Annual IT budgets prepared, tracked and explained in terms the finance team recognises.',
      },
      {
        icon: Handshake,
        title: 'Vendor management',
        description:
          'Contracts, renewals and service levels reviewed and negotiated on your behalf.',
      },
      {
        icon: ShieldCheck,
        title: 'Security oversight',
        description:
          'Cyber risk tracked on a register, with progress and incidents reported at board level.',
      },
      {
        icon: Presentation,
        title: 'Board reporting',
        description:
          'Regular, concise updates on projects, risks and spending for directors and owners.',
      },
      {
        icon: GraduationCap,
        title: 'Team mentoring',
        description:
          'Coaching and career development for internal IT staff as your capability grows.',
      },
    ],
  },
  mission: {
    heading: 'Leadership in your interest',
    text: 'Your virtual CIO acts for you, not for us. They will recommend other providers when that is the right call, and they judge their own success by the outcomes your business achieves.',
  },
  expertise: {
    heading: 'CIO-as-a-Service expertise',
    items: [
      {
        icon: FileBarChart,
        title: 'Governance',
        points: [
          'IT policies and standards',
          'Risk registers and control reviews',
          'Board and audit committee reporting',
          'Privacy and industry compliance obligations',
        ],
      },
      {
        icon: Compass,
        title: 'Planning',
        points: [
          'Ownership of the technology roadmap',
          'Annual budgeting and forecasting',
          'Project portfolio prioritisation',
          'Lifecycle planning for devices and systems',
        ],
      },
      {
        icon: BadgeDollarSign,
        title: 'Commercial',
        points: [
          'Vendor selection and tendering',
          'Contract and licence negotiation',
          'Managed service provider oversight',
          'Service level reporting',
        ],
      },
      {
        icon: Crown,
        title: 'Leadership',
        points: [
          'IT team structure and recruitment support',
          'Change leadership during major projects',
          'Technology briefings for executives',
          'Calm leadership during serious incidents',
        ],
      },
    ],
  },
  benefits: {
    heading: 'Why choose CIO-as-a-Service',
    items: [
      {
        icon: Wallet,
        title: 'Cost-effective leadership',
        subtitle: 'Pay for the time you need',
        description:
          'Executive experience at a fraction of the cost of a full-time appointment, scaled up as you grow.',
      },
      {
        icon: Eye,
        title: 'Objective perspective',
        subtitle: 'Independent of vendors',
        description:
          'Decisions are made on merit, without loyalty to any one product or supplier.',
      },
      {
        icon: UserCheck,
        title: 'Accountability',
        subtitle: 'One person owns IT outcomes',
        description:
          'A single leader answers for technology performance, projects and spending.',
      },
      {
        icon: Archive,
        title: 'Continuity',
        subtitle: 'Knowledge that stays',
        description:
          'Documented plans and decisions mean direction does not walk out the door when people change.',
      },
    ],
  },
  callToAction: {
    heading: 'Add a CIO to your leadership team',
    text: 'Talk to us about your organisation\'s goals and challenges, and we will suggest a CIO-as-a-Service arrangement that suits your scale.',
  },
} satisfies ConsultantPageContent;
