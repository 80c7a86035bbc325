import { Boxes, FlaskConical, GitBranch, GitPullRequest, Package, Rocket, Route, ShieldCheck, Timer, Users, Workflow, Wrench } from 'lucide-react';
import { paths } from '../../config/paths';
import type { ServiceGroupContent } from '../page-types/service-group-page';

const azureDevops: ServiceGroupContent = {
  seo: {
    title: 'Azure DevOps Consulting',
    description:
      'Azure DevOps consulting for Australian software teams: Boards, Repos, Pipelines, Test Plans and Artifacts set up so you can release smaller changes more often.',
  },
  hero: {
    family: 'devops',
    imageAlt: 'Illustration of an infinity-shaped build and release loop with a code window and pipeline stages',
    overline: 'Azure DevOps',
    title: 'Ship Better Software, More Often',
    subtitle:
      'Plan, build, test and release in one connected toolchain, with automated checks that catch problems long before your customers do.',
  },
  benefits: {
    heading: 'What Changes When Delivery Is Automated',
    intro:
      'Manual builds and late-night releases wear teams down. A well-built DevOps practice gives developers back their evenings and the business a steady stream of improvements.',
    items: [
      {
        icon: Timer,
        title: 'Shorter Lead Times',
        subtitle: 'Changes live in hours',
        description:
          'Automated builds and deployments turn a release that used to take a day of coordination into a routine, repeatable step.',
      },
      {
        icon: ShieldCheck,
        title: 'Safer Releases',
        subtitle: 'Quality gates on every change',
        description:
          'Pull request policies, automated tests and staged approvals mean each change is checked before it reaches production.',
      },
      {
        icon: Users,
        title: 'Shared Visibility',
        subtitle: 'Everyone sees the same board',
        description:
          'Product owners, developers and testers work from one backlog, so priorities and progress are never a matter of opinion.',
      },
      {
        icon: Route,
        title: 'Full Traceability',
        subtitle: 'From requirement to release',
        description:
          'Every deployment links back to its work items, commits and test results, which makes audits and post-incident reviews straightforward.',
      },
    ],
  },
  capabilities: {
    heading: 'DevOps Capabilities',
    intro: 'Practical engineering help that meets your team where it is, whether you deploy weekly or once a quarter.',
    items: [
      {
        icon: GitBranch,
        title: 'Source Control Strategy',
        description:
          'Branching models, repository structure and migration from TFVC, Bitbucket or GitHub into Azure Repos without losing history.',
      },
      {
        icon: Workflow,
        title: 'CI/CD Pipeline Engineering',
        description:
          'YAML pipelines with reusable templates, environment approvals and secrets held in Azure Key Vault.',
      },
      {
        icon: FlaskConical,
        title: 'Test Automation',
        description:
          'Unit, integration and UI test suites wired into pipelines, with manual and exploratory testing tracked alongside them.',
      },
      {
        icon: Wrench,
        title: 'Infrastructure as Code',
        description:
          'Bicep and Terraform templates that create identical development, test and production environments on request.',
      },
      {
        icon: GitPullRequest,
        title: 'Process Coaching',
        description:
          'Scrum and Kanban practices tailored to your team size, with board configuration that reflects how work really flows.',
      },
      {
        icon: Boxes,
        title: 'Package Management',
        description:
          'Private feeds for NuGet, npm and Maven packages so shared code is versioned, reviewed and reused safely.',
      },
    ],
  },
  services: {
    heading: 'Azure DevOps Services',
    intro: 'Start with the part of your delivery process that hurts most; each service stands alone or fits with the others.',
    items: [
      {
        title: 'Azure DevOps Consultants',
        icon: Users,
        description:
          'An assessment of your current delivery process followed by a practical roadmap and hands-on help to implement it.',
        features: ['DevOps maturity assessment', 'Toolchain migration', 'Team onboarding'],
        link: paths.servicePage('azure-devops/consultants'),
      },
      {
        title: 'Azure Test Plans',
        icon: FlaskConical,
        description:
          'Structured manual and exploratory testing with results linked to requirements and defects in the same project.',
        features: ['Test case design', 'User acceptance testing', 'Traceability reporting'],
        link: paths.servicePage('azure-devops/test-plans'),
      },
      {
        title: 'Azure Pipelines',
        icon: Rocket,
        description:
          'Build and release automation for .NET, Java, Node.js and mobile apps, deploying to Azure, on-premises servers or app stores.',
        features: ['Multi-stage YAML pipelines', 'Deployment approvals and gates', 'Self-hosted agent setup'],
        link: paths.servicePage('azure-devops/pipelines'),
      },
      {
        title: 'Azure Artifacts',
        icon: Package,
        description:
          'Hosted package feeds with upstream sources and retention policies, so builds never depend on a package disappearing from the internet.',
        features: ['Feed design and permissions', 'Upstream source caching', 'Package versioning policy'],
        link: paths.servicePage('azure-devops/artifacts'),
      },
    ],
  },
  enquiry: {
    heading: 'Improve Your Delivery Pipeline',
    intro: 'Describe how your team builds and releases software today, and we will point out the quickest wins and the longer-term improvements.',
  },
};

export default azureDevops;
