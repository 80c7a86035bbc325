import {
  Compass,
  DraftingCompass,
  GraduationCap,
  Handshake,
  Lightbulb,
  MessageCircle,
  Rocket,
  ShieldCheck,
  TrendingUp,
  Users,
} from 'lucide-react';
import type { AboutContent } from './page-types/about-page';

const about: AboutContent = {
  seo: {
    title: 'About Us',
    description:
      'Meet the Microsoft solutions partner from North Geelong, Victoria, helping Australian organisations plan, deliver and run secure, dependable technology.',
  },
  hero: {
    family: 'it-strategy-managed',
    imageAlt: 'Illustrated roadmap path climbing past a support headset towards a chart panel and gears',
    title: 'Technology Partners Who Stay for the Long Run',
    subtitle:
      'We help Australian organisations choose, build and look after the technology they depend on, with the same people beside them from first conversation to everyday support.',
  },
  story: {
    overline: 'Our story',
    heading: 'From North Geelong to Clients Across Australia',
    paragraphs: [
      'We started as a small team of engineers in North Geelong, Victoria, looking after the networks and computers of local businesses. As those clients moved to the cloud, we moved with them and became a Microsoft solutions partner focused on Microsoft 365, Azure and security.',
      'Today we support schools, not-for-profits, professional firms, builders, retailers and enterprises across Australia. Some come to us for a single project, such as a Windows 11 rollout; many stay on for managed IT, because they value having one team that already knows their environment.',
      'What has not changed is how we work: plain language instead of jargon, honest advice about what you need and what you do not, and engineers who pick up the phone.',
    ],
    recognition: {
      heading: 'Recognition',
      items: ['ISO 27001 certified information security management', 'Best Workplace 2024', 'Great Place to Work certified'],
    },
    managedServicesLabel: 'See Our Managed IT Services',
  },
  principles: {
    heading: 'Six Principles That Guide Our Work',
    intro: 'These are the standards we hold ourselves to on every engagement, large or small.',
    items: [
      {
        icon: Handshake,
        title: 'Partnership Over Transactions',
        description:
          'We measure success by how long clients stay with us, not by how much we sell them in the first year.',
      },
      {
        icon: MessageCircle,
        title: 'Plain, Honest Advice',
        description:
          'Recommendations come with the reasons, the costs and the alternatives, explained without technical jargon.',
      },
      {
        icon: ShieldCheck,
        title: 'Security in Everything',
        description:
          'Every design, migration and support task considers how it affects the protection of your data and your people.',
      },
      {
        icon: GraduationCap,
        title: 'Always Learning',
        description:
          'Our engineers keep their Microsoft skills current, so clients benefit from new features as soon as they are ready for production.',
      },
      {
        icon: Users,
        title: 'People First',
        description:
          'Technology changes only succeed when staff are comfortable with them, so training and communication are part of every plan.',
      },
      {
        icon: TrendingUp,
        title: 'Measurable Outcomes',
        description:
          'We agree what success looks like before starting work and report against it, so value is visible rather than assumed.',
      },
    ],
  },
  vision: {
    heading: 'Where We Are Heading',
    text: 'We want every organisation we work with, whatever its size, to have the kind of secure, well-run technology that used to be available only to large enterprises, and a partner it trusts to keep it that way.',
  },
  framework: {
    heading: 'Our Delivery Framework',
    intro: 'Four stages that take each engagement from understanding your situation to improving the solution long after go-live.',
    steps: [
      {
        icon: Compass,
        title: 'Strategic Discovery',
        description: 'We learn how your organisation works, what is slowing it down and what success needs to look like.',
        subpoints: ['Stakeholder interviews and workshops', 'Audit of systems, licences and risks', 'Agreed goals and success measures'],
      },
      {
        icon: DraftingCompass,
        title: 'Solution Architecture',
        description: 'Our architects turn those findings into a design, a staged plan and a budget you can approve with confidence.',
        subpoints: ['Options compared on cost and risk', 'Security and compliance built into the design', 'Timeline that avoids your busy periods'],
      },
      {
        icon: Rocket,
        title: 'Expert Delivery',
        description: 'Experienced engineers carry out the work in planned stages, keeping disruption to your staff as low as possible.',
        subpoints: ['Pilot groups before full rollout', 'Weekly progress updates', 'Training and documentation at handover'],
      },
      {
        icon: Lightbulb,
        title: 'Continuous Evolution',
        description: 'After go-live we keep monitoring, tuning and recommending improvements as your organisation and Microsoft’s platform change.',
        subpoints: ['Regular service and roadmap reviews', 'Adoption of new platform features', 'Ongoing support from the same team'],
      },
    ],
  },
  enquiry: {
    heading: 'Start a Conversation',
    intro: 'Whether you have a project in mind or simply want a second opinion on your IT, we would be glad to hear from you.',
  },
};

export default about;
