import { Bot, Clock, Database, FlaskConical, Lock, MessageSquareText, Puzzle, Receipt, SearchCheck, ShieldAlert, Sparkles, Tags, TrendingUp, Users } from 'lucide-react';
import type { ConsultantPageContent } from '../types';

export default {
  seo: {
    title: 'Microsoft 365 Copilot Readiness and Adoption',
    description:
      'Prepare for Microsoft 365 Copilot with a readiness assessment, SharePoint oversharing clean-up, sensitivity labels, a measured pilot and prompt coaching.',
  },
  hero: {
    family: 'modern-workplace',
    imageAlt: 'Illustration of people, chat messages, a calendar and a phone linked around a central hub, representing Microsoft 365 Copilot adoption',
    overline: 'Copilot 365',
    title: 'Microsoft 365 Copilot, Deployed Safely and Used Well',
    subtitle:
      'We get your data, permissions and people ready for Copilot, then run a measured pilot so you know where it pays for itself before you scale.',
  },
  intro: {
    heading: 'Copilot Sees Whatever Your Permissions Allow',
    paragraphs: [
      'Microsoft 365 Copilot works with the same permissions as the person using it. If a payroll spreadsheet is shared with everyone in the company, Copilot can summarise it for anyone who asks. Readiness therefore starts with finding overshared SharePoint sites, stale Teams and unlabelled sensitive files, long before the first licence is assigned.',
      'Once the foundations are in place, we help you choose the roles most likely to benefit, such as finance analysts, bid writers or service desk staff, and run a pilot with clear success measures. Prompt coaching, usage data from the Copilot Dashboard and an honest review at the end tell you whether to expand, adjust or pause.',
    ],
  },
  highlights: {
    heading: 'Our Copilot Readiness and Adoption Services',
    items: [
      {
        icon: SearchCheck,
        title: 'Oversharing Assessment',
        description:
          'Reports from SharePoint Advanced Management and Microsoft Purview show which sites, libraries and files are open too widely, ranked so the riskiest content is fixed first.',
      },
      {
        icon: Tags,
        title: 'Sensitivity Labels Before Launch',
        description:
          'Labels and encryption on confidential material mean Copilot honours the same protections your staff do, and new documents it drafts inherit the label of their sources.',
      },
      {
        icon: Receipt,
        title: 'Licensing Prerequisites',
        description:
          'We confirm each pilot user holds an eligible base plan such as Business Standard, Business Premium, E3 or E5, and that Microsoft 365 Apps, Teams and OneDrive are set up as Copilot expects.',
      },
      {
        icon: FlaskConical,
        title: 'Structured Pilot',
        description:
          'A time-boxed pilot with chosen users, agreed scenarios and before-and-after measures, so the decision to buy more licences rests on evidence rather than enthusiasm.',
      },
      {
        icon: MessageSquareText,
        title: 'Prompt Coaching',
        description:
          'Hands-on sessions teach staff to write effective prompts in Word, Excel, Outlook and Teams, using examples drawn from their own daily tasks.',
      },
      {
        icon: Bot,
        title: 'Agents and Copilot Studio',
        description:
          'Where a team needs answers from a specific body of knowledge, we build agents in Copilot Studio grounded on approved SharePoint content.',
      },
    ],
  },
  mission: {
    heading: "Responsible AI That Earns Your Staff's Trust",
    text: 'We will tell you plainly where Copilot helps and where it does not. Our aim is a rollout that protects sensitive information, respects the Privacy Act and leaves staff confident to use AI for real work instead of treating it as a novelty.',
  },
  expertise: {
    heading: 'Copilot Capabilities We Bring',
    items: [
      {
        icon: Database,
        title: 'Data Readiness',
        points: [
          'Site access reviews with SharePoint Advanced Management',
          'Restricted content discovery for sensitive sites',
          'Clean-up of stale sites and inactive teams',
          'Data Security Posture Management for AI in Purview',
        ],
      },
      {
        icon: Lock,
        title: 'Security and Compliance',
        points: [
          'Sensitivity label taxonomy and default labels',
          'Data loss prevention policies that cover Copilot',
          'Audit logging of Copilot interactions',
          'Retention policies for prompts and responses',
        ],
      },
      {
        icon: Users,
        title: 'Adoption and Change',
        points: [
          'Champion networks in each department',
          'Scenario libraries for finance, HR and sales',
          'Executive briefings on capabilities and limits',
          'Usage tracking with the Copilot Dashboard',
        ],
      },
      {
        icon: Puzzle,
        title: 'Extending Copilot',
        points: [
          'Custom agents built in Copilot Studio',
          'Copilot connectors for line-of-business content',
          'Copilot Chat policies for unlicensed users',
          'Rules for who can create and share agents',
        ],
      },
    ],
  },
  benefits: {
    heading: 'What a Well-Prepared Copilot Rollout Delivers',
    items: [
      {
        icon: Clock,
        title: 'Time Back Each Week',
        subtitle: 'Less drafting and searching',
        description:
          'Meeting recaps, first drafts and email summaries take minutes instead of hours, freeing staff for the judgement work only they can do.',
      },
      {
        icon: ShieldAlert,
        title: 'No Surprise Exposure',
        subtitle: 'Permissions fixed first',
        description:
          'Sensitive HR, finance and board material stays with the people entitled to see it, because access was tightened before Copilot went live.',
      },
      {
        icon: TrendingUp,
        title: 'Spend Backed by Evidence',
        subtitle: 'Licences where they pay off',
        description:
          'Pilot results show which roles gain most, so you extend Copilot to those teams first and avoid paying for seats that sit idle.',
      },
      {
        icon: Sparkles,
        title: 'Confident Users',
        subtitle: 'Skills that last',
        description:
          'Staff learn to check, refine and reuse Copilot output, building habits that carry over as Microsoft adds new capabilities.',
      },
    ],
  },
  callToAction: {
    heading: 'Find Out if Your Tenant Is Ready for Copilot',
    text: 'Ask for a Copilot readiness assessment and we will show you what Copilot could surface today, what to fix first and which teams to start with.',
  },
} satisfies ConsultantPageContent;
