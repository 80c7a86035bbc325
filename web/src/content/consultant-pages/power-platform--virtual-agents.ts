import {
  ArrowRightLeft,
  BookOpen,
  Globe,
  Headset,
  LifeBuoy,
  Lock,
  MessageSquare,
  MessagesSquare,
  Moon,
  Plug,
  ScrollText,
  Wrench,
} from 'lucide-react';
import type { ConsultantPageContent } from '../types';

export default {
  seo: {
    title: 'Power Virtual Agents & Copilot Studio Consultants',
    description:
      'Power Virtual Agents is now Microsoft Copilot Studio. We build chat agents for staff and customers, grounded in your knowledge and linked to your systems.',
  },
  hero: {
    family: 'power-platform',
    imageAlt: 'Illustration of app, workflow and analytics tiles feeding a dashboard of charts',
    overline: 'Microsoft Power Platform',
    title: 'Power Virtual Agents, Now Microsoft Copilot Studio',
    subtitle:
      'Conversational agents that answer questions and complete tasks for customers and staff, in Microsoft Teams, on your website and beyond.',
  },
  intro: {
    heading: 'From Power Virtual Agents to Copilot Studio',
    paragraphs: [
      'Microsoft brought Power Virtual Agents into Microsoft Copilot Studio in late 2023, adding generative answers, AI-driven orchestration and the ability to extend Microsoft 365 Copilot. Existing bots carried over, and the same low-code designer now builds agents that answer from your SharePoint sites, public website or uploaded documents without every question being scripted in advance.',
      'We design agents for practical jobs: an HR and policy assistant in Teams, an IT self-service agent that logs tickets or checks their status, or a customer-facing agent on your website that looks up an order and hands over to a person when needed. Each one connects to your systems through Power Automate flows and connectors, with authentication and data policies in place.',
    ],
  },
  highlights: {
    heading: 'What we build with Copilot Studio',
    items: [
      {
        icon: MessageSquare,
        title: 'Staff assistants in Teams',
        description:
          'Agents that answer HR, policy and IT questions from your intranet content, right where employees already work.',
      },
      {
        icon: Globe,
        title: 'Website agents',
        description:
          'Customer-facing chat on your website that handles common enquiries and captures leads outside business hours.',
      },
      {
        icon: BookOpen,
        title: 'Knowledge grounding',
        description:
          'Generative answers drawn from SharePoint, uploaded files and approved websites, with citations back to the source.',
      },
      {
        icon: Plug,
        title: 'Actions and flows',
        description:
          'Agents that look up orders, create tickets or book appointments through Power Automate and connectors.',
      },
      {
        icon: Headset,
        title: 'Human handover',
        description:
          'Escalation to a live person in Dynamics 365 Contact Center or another contact centre platform, with the conversation attached.',
      },
      {
        icon: ArrowRightLeft,
        title: 'Classic bot upgrades',
        description:
          'Review of chatbots built in Power Virtual Agents and a move to generative orchestration where it improves answers.',
      },
    ],
  },
  mission: {
    heading: 'Agents that help rather than frustrate',
    text: 'An agent should save people time, not send them around in circles. We keep the scope focused, test conversations with real users before launch, and review resolution and escalation analytics afterwards so the agent improves month by month.',
  },
  expertise: {
    heading: 'Copilot Studio expertise',
    items: [
      {
        icon: MessagesSquare,
        title: 'Conversation design',
        points: [
          'Topics, trigger phrases and entities',
          'Generative orchestration and agent instructions',
          'Fallback and escalation paths',
          'Adaptive cards for richer responses',
        ],
      },
      {
        icon: BookOpen,
        title: 'Knowledge and data',
        points: [
          'SharePoint and Dataverse knowledge sources',
          'Website and document grounding',
          'Content moderation settings',
          'Processes for keeping knowledge current',
        ],
      },
      {
        icon: Wrench,
        title: 'Integration',
        points: [
          'Power Automate flows and connectors as agent actions',
          'Custom connectors to internal APIs',
          'Agents that extend Microsoft 365 Copilot',
          'Publishing to Teams, websites and mobile channels',
        ],
      },
      {
        icon: Lock,
        title: 'Security and operations',
        points: [
          'Microsoft Entra ID authentication',
          'Data loss prevention policies for agents',
          'Analytics on sessions, resolution and escalation',
          'Message capacity and licence planning',
        ],
      },
    ],
  },
  benefits: {
    heading: 'Why organisations deploy agents',
    items: [
      {
        icon: Moon,
        title: 'Always-on answers',
        subtitle: 'Help outside business hours',
        description:
          'Customers and staff get answers at ten on a Sunday night without waiting for the office to open.',
      },
      {
        icon: LifeBuoy,
        title: 'Lighter service desk',
        subtitle: 'Routine questions handled',
        description:
          'Leave, policy and how-to questions are resolved by the agent, freeing people for complex requests.',
      },
      {
        icon: ScrollText,
        title: 'Consistent information',
        subtitle: 'One approved source',
        description:
          'Answers come from maintained content, so everyone hears the same policy in the same words.',
      },
      {
        icon: Wrench,
        title: 'Quick to evolve',
        subtitle: 'Low-code changes',
        description:
          'Trained staff can add topics and knowledge sources in hours, without starting a development project.',
      },
    ],
  },
  callToAction: {
    heading: 'Plan your first agent',
    text: 'Tell us which questions your team answers over and over, and we will scope a Copilot Studio agent, its knowledge sources and the licensing it needs.',
  },
} satisfies ConsultantPageContent;
