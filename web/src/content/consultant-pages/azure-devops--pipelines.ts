import {
  Container,
  Copy,
  GitBranch,
  GitPullRequest,
  Hourglass,
  KeyRound,
  Layers,
  Lock,
  Repeat,
  Server,
  ShieldCheck,
  Workflow,
} from 'lucide-react';
import type { ConsultantPageContent } from '../types';

export default {
  seo: {
    title: 'Azure Pipelines Consultants | YAML CI/CD Automation',
    description:
      'Azure Pipelines consultants designing YAML CI/CD with reusable templates, secure service connections, approvals and deployments to Azure and containers.',
  },
  hero: {
    family: 'devops',
    imageAlt: 'Illustration of a continuous build and release loop drawn over a blueprint grid',
    overline: 'Azure DevOps',
    title: 'Azure Pipelines',
    subtitle:
      'Continuous integration and delivery defined as code, so every change is built, tested and deployed the same way every time.',
  },
  intro: {
    heading: 'CI/CD you can read, review and trust',
    paragraphs: [
      'Azure Pipelines builds and deploys almost anything: .NET, Java, Node.js, Python and container workloads, from repositories in Azure Repos, GitHub or Bitbucket, on Windows, Linux or macOS agents. Defining pipelines in YAML means the build process is versioned with the code and reviewed through pull requests like any other change.',
      'We design pipeline templates your teams can reuse, replace classic release definitions with multi-stage YAML, and secure deployments with environments, approvals, branch controls and secrets held in Azure Key Vault. Where builds must reach private networks, we set up self-hosted agents or Managed DevOps Pools inside your Azure virtual network.',
    ],
  },
  highlights: {
    heading: 'Pipeline capabilities we deliver',
    items: [
      {
        icon: GitPullRequest,
        title: 'Continuous integration',
        description:
          'Builds and unit tests triggered by every pull request, with results posted back as status checks before review.',
      },
      {
        icon: Workflow,
        title: 'Multi-stage YAML',
        description:
          'Build, test and deploy stages in one file, with dependencies and conditions that mirror your release process.',
      },
      {
        icon: Copy,
        title: 'Reusable templates',
        description:
          'Step, job and stage templates kept in a central repository and enforced with extends templates where consistency matters.',
      },
      {
        icon: Container,
        title: 'Container delivery',
        description:
          'Docker images built, scanned and pushed to Azure Container Registry, then rolled out to AKS or Azure Container Apps.',
      },
      {
        icon: KeyRound,
        title: 'Secret handling',
        description:
          'Variable groups linked to Key Vault and workload identity federation in place of long-lived stored credentials.',
      },
      {
        icon: Server,
        title: 'Agent strategy',
        description:
          'Microsoft-hosted agents, scale set agents or Managed DevOps Pools sized to your workloads and network boundaries.',
      },
    ],
  },
  mission: {
    heading: 'Deployments should be boring',
    text: 'A release should be a routine event, not a late-night ritual with a checklist and crossed fingers. We build pipelines that make the safe path the easy path, and we explain every design choice so your engineers can own and extend them.',
  },
  expertise: {
    heading: 'Azure Pipelines expertise',
    items: [
      {
        icon: Layers,
        title: 'Pipeline design',
        points: [
          'YAML schema, triggers and stage conditions',
          'Template libraries and extends templates',
          'Caching and parallel jobs for quicker builds',
          'Migrating classic build and release definitions',
        ],
      },
      {
        icon: GitBranch,
        title: 'Deployment strategies',
        points: [
          'Environments with approvals and checks',
          'Rolling, canary and blue-green rollouts',
          'Deployment slots for Azure App Service',
          'Infrastructure as code with Bicep or Terraform',
        ],
      },
      {
        icon: Lock,
        title: 'Security and compliance',
        points: [
          'Workload identity federation for Azure service connections',
          'Pipeline permissions and protected resources',
          'Secret and dependency scanning in every build',
          'A record of who approved each production release',
        ],
      },
      {
        icon: Server,
        title: 'Agents and infrastructure',
        points: [
          'Managed DevOps Pools and scale set agents',
          'Self-hosted agents inside private networks',
          'Build tooling images and their upkeep',
          'Parallel job and cost planning',
        ],
      },
    ],
  },
  benefits: {
    heading: 'The results of well-built pipelines',
    items: [
      {
        icon: Hourglass,
        title: 'Shorter lead time',
        subtitle: 'From commit to production',
        description:
          'Automated builds and deployments cut the waiting between a finished change and a running one.',
      },
      {
        icon: Repeat,
        title: 'Consistent releases',
        subtitle: 'Same steps in every environment',
        description:
          'Promoting one build artefact through test, staging and production removes "works on my machine" surprises.',
      },
      {
        icon: ShieldCheck,
        title: 'Safer production',
        subtitle: 'Gates before go-live',
        description:
          'Approvals, business-hours checks and automated tests stand between a faulty change and your customers.',
      },
      {
        icon: Copy,
        title: 'Lower maintenance',
        subtitle: 'Templates over copies',
        description:
          'Fixing a shared template updates every pipeline that uses it, instead of editing dozens of definitions by hand.',
      },
    ],
  },
  callToAction: {
    heading: 'Automate your next release',
    text: 'Share your current build and deployment steps with us and we will propose a pipeline design, a migration path from classic releases and an agent setup to match.',
  },
} satisfies ConsultantPageContent;
