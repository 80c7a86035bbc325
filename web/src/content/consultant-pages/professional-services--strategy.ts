import {
  BrainCircuit,
  ChartLine,
  Gauge,
  Landmark,
  Layers,
  MapIcon,
  Network,
  ShieldHalf,
  Target,
  Users,
  Wallet,
  CalendarClock,
} from 'lucide-react';
import type { ConsultantPageContent } from '../types';

export default {
  seo: {
    title: 'IT Strategy Consultants | Technology Roadmaps',
    description:
      'IT strategy consultants who align technology with your business plan, build multi-year roadmaps and budgets, and help leaders prioritise investment wisely.',
  },
  hero: {
    family: 'it-strategy-managed',
    imageAlt: 'Illustration of a rising roadmap path beside a dashboard panel, a support headset and gears',
    overline: 'Professional Services',
    title: 'Strategy Consultants',
    subtitle:
      'A technology strategy and roadmap that your leadership team can fund, follow and measure.',
  },
  intro: {
    heading: 'Technology decisions that serve the business plan',
    paragraphs: [
      'When IT grows one purchase at a time, the result is overlapping systems, unclear ownership and budgets that are hard to defend. A technology strategy steps back from individual projects and asks what the organisation needs to achieve over the next three to five years, and what its systems, data, security and people must look like to get there.',
      'Our strategy consultants run workshops with your leadership team, assess current capability and spending, and produce a roadmap of sequenced initiatives with indicative costs and measures of success. Where cloud is part of the answer we align the plan with the Microsoft Cloud Adoption Framework, and we revisit it with you as priorities shift.',
    ],
  },
  highlights: {
    heading: 'What a strategy engagement includes',
    items: [
      {
        icon: Target,
        title: 'Business alignment workshops',
        description:
          'Facilitated sessions with leaders to capture goals, constraints and the decisions technology has to support.',
      },
      {
        icon: Gauge,
        title: 'Current-state assessment',
        description:
          'A candid view of systems, skills, spending and risk across the whole organisation.',
      },
      {
        icon: MapIcon,
        title: 'Multi-year roadmap',
        description:
          'Initiatives sequenced by value and dependency, presented in a form your board can follow at a glance.',
      },
      {
        icon: Wallet,
        title: 'Investment planning',
        description:
          'Indicative capital and operating costs for each stage, including licensing, delivery and ongoing support.',
      },
      {
        icon: Layers,
        title: 'Application portfolio review',
        description:
          'A decision for each system to keep, consolidate, replace or retire, with the reasoning recorded.',
      },
      {
        icon: ChartLine,
        title: 'Measures of success',
        description:
          'Practical indicators that show whether each initiative delivered what it promised.',
      },
    ],
  },
  mission: {
    heading: 'A strategy that gets used',
    text: 'A strategy should be a working document, not a report that sits in a drawer. We keep recommendations realistic for your size and budget, and we stay involved to help turn the roadmap into funded, delivered work.',
  },
  expertise: {
    heading: 'Strategy expertise',
    items: [
      {
        icon: BrainCircuit,
        title: 'Digital and cloud strategy',
        points: [
          'Cloud Adoption Framework alignment',
          'Microsoft 365 and Azure adoption planning',
          'Build, buy or subscribe decisions',
          'Data and AI readiness, including Microsoft 365 Copilot',
        ],
      },
      {
        icon: Network,
        title: 'Operating model',
        points: [
          'IT team structure and capability gaps',
          'In-house, outsourced and co-managed sourcing models',
          'Service management processes',
          'Roles and responsibilities (RACI)',
        ],
      },
      {
        icon: ShieldHalf,
        title: 'Risk and resilience',
        points: [
          'Cyber risk appetite and priorities',
          'Business continuity planning',
          'Regulatory and contractual obligations',
          'Supplier concentration risk',
        ],
      },
      {
        icon: Landmark,
        title: 'Financial planning',
        points: [
          'Total cost of ownership analysis',
          'Multi-year IT budget forecasts',
          'Capital versus operating expenditure trade-offs',
          'Benefits realisation tracking',
        ],
      },
    ],
  },
  benefits: {
    heading: 'Why strategy pays off',
    items: [
      {
        icon: Target,
        title: 'Focused investment',
        subtitle: 'Spend where it counts',
        description:
          'A prioritised roadmap stops money flowing to projects that do not move the business forward.',
      },
      {
        icon: Users,
        title: 'Leadership alignment',
        subtitle: 'One agreed plan',
        description:
          'Executives, IT and operations share a single view of priorities and timing.',
      },
      {
        icon: CalendarClock,
        title: 'Fewer surprises',
        subtitle: 'Planned, not reactive',
        description:
          'End-of-life systems and contract renewals are anticipated and budgeted rather than discovered in a crisis.',
      },
      {
        icon: ChartLine,
        title: 'Measurable progress',
        subtitle: 'Clear indicators',
        description:
          'Agreed measures show the board what each stage of the roadmap has achieved.',
      },
    ],
  },
  callToAction: {
    heading: 'Start shaping your technology roadmap',
    text: 'Arrange an initial workshop with our strategy consultants to discuss your goals and how a technology roadmap could support them.',
  },
} satisfies ConsultantPageContent;
