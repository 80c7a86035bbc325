import {
  ArrowRightLeft,
  Eye,
  FlaskConical,
  GitBranch,
  Package,
  Plug,
  Rocket,
  Settings2,
  ShieldCheck,
  SquareKanban,
  Users,
  Workflow,
} from 'lucide-react';
import type { ConsultantPageContent } from '../types';

export default {
  seo: {
    title: 'Azure DevOps Consultants | Boards, Repos & Pipelines',
    description:
      'Azure DevOps consultants who set up Boards, Repos, Pipelines, Test Plans and Artifacts so your teams plan, build and release software with confidence.',
  },
  hero: {
    family: 'devops',
    imageAlt: 'Illustration of a continuous build and release loop drawn over a blueprint grid',
    overline: 'Azure DevOps',
    title: 'Azure DevOps Consultants',
    subtitle:
      'Plan, build, test and release software on one Microsoft platform, configured around the way your teams actually work.',
  },
  intro: {
    heading: 'One toolchain from backlog to production',
    paragraphs: [
      'Azure DevOps brings work tracking, source control, build and release automation, manual testing and package management into a single service. Used well, it gives product owners, developers and operations staff one shared view of what is being built, what has shipped and what is blocked.',
      'Our consultants set up organisations and projects, choose the process template (Basic, Agile, Scrum or CMMI) that suits your delivery style, migrate history from Azure DevOps Server, Team Foundation Server, Jira or GitHub, and connect everything to Microsoft Entra ID so access follows the groups you already manage.',
    ],
  },
  highlights: {
    heading: 'What we set up in Azure DevOps',
    items: [
      {
        icon: SquareKanban,
        title: 'Azure Boards',
        description:
          'Backlogs, sprints, Kanban boards and Delivery Plans configured with the work item types, states and area paths your teams need.',
      },
      {
        icon: GitBranch,
        title: 'Azure Repos',
        description:
          'Git repositories protected by branch policies, required reviewers, linked work items and build validation before anything merges to main.',
      },
      {
        icon: Workflow,
        title: 'Azure Pipelines',
        description:
          'YAML pipelines that build, test and deploy every change, with environments and approvals standing guard in front of production.',
      },
      {
        icon: FlaskConical,
        title: 'Azure Test Plans',
        description:
          'Planned manual testing, exploratory sessions and traceability from each requirement through to its test results.',
      },
      {
        icon: Package,
        title: 'Azure Artifacts',
        description:
          'Private feeds for NuGet, npm, Maven and Python packages, with upstream sources and retention settings agreed up front.',
      },
      {
        icon: ArrowRightLeft,
        title: 'Server-to-cloud migration',
        description:
          'Collections moved from Azure DevOps Server or TFS to Azure DevOps Services with the Data Migration Tool, keeping work item and code history.',
      },
    ],
  },
  mission: {
    heading: 'Our commitment to your delivery teams',
    text: 'We configure Azure DevOps so that it fades into the background: developers spend their day writing code, not fighting permissions, flaky builds or unclear processes. Every engagement ends with documented conventions, handover sessions and an environment your own people can run.',
  },
  expertise: {
    heading: 'Areas of Azure DevOps expertise',
    items: [
      {
        icon: Settings2,
        title: 'Organisation and governance',
        points: [
          'Organisation, project and team structure',
          'Entra ID group-based access and access level assignment (Stakeholder, Basic, Basic + Test Plans)',
          'Audit streaming and organisation policies',
          'Naming, branching and pull request conventions',
        ],
      },
      {
        icon: SquareKanban,
        title: 'Process and work tracking',
        points: [
          'Inherited process customisation',
          'Delivery Plans and team dashboards',
          'Analytics views and Power BI reporting',
          'Notifications into Microsoft Teams channels',
        ],
      },
      {
        icon: Workflow,
        title: 'Build and release automation',
        points: [
          'Multi-stage YAML pipelines and shared templates',
          'Microsoft-hosted and self-hosted agents',
          'Service connections using workload identity federation',
          'Deployments to Azure App Service, AKS and Azure Functions',
        ],
      },
      {
        icon: Plug,
        title: 'Migration and integration',
        points: [
          'Azure DevOps Server and TFS migration to the cloud',
          'Work item import from Jira and repository moves from GitHub',
          'GitHub Advanced Security for Azure DevOps',
          'Service hooks and REST API integrations',
        ],
      },
    ],
  },
  benefits: {
    heading: 'Why teams bring us in',
    items: [
      {
        icon: Rocket,
        title: 'Faster releases',
        subtitle: 'Automation in place of manual steps',
        description:
          'Repeatable pipelines remove hand-built releases, so small changes can go live on the day they are approved.',
      },
      {
        icon: Eye,
        title: 'Visible progress',
        subtitle: 'One source of truth',
        description:
          'Boards, dashboards and linked commits show stakeholders where work stands without calling another status meeting.',
      },
      {
        icon: ShieldCheck,
        title: 'Controlled change',
        subtitle: 'Policies, not promises',
        description:
          'Branch policies, required approvals and audit logs give you evidence of who changed what, and when.',
      },
      {
        icon: Users,
        title: 'Self-sufficient teams',
        subtitle: 'Skills that stay with you',
        description:
          'Pairing and handover sessions leave your engineers confident to extend the setup after we step away.',
      },
    ],
  },
  callToAction: {
    heading: 'Ready to tidy up your delivery toolchain?',
    text: 'Tell us how your teams build and release software today and we will map out a practical Azure DevOps setup, including what to migrate and what to leave behind.',
  },
} satisfies ConsultantPageContent;
