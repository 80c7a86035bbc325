import { Activity, BadgeDollarSign, Cloud, Code, GitBranch, Headphones, Landmark, Layers, PiggyBank, Rocket, Scale, ShieldCheck, TrendingDown, Wrench } from 'lucide-react';
import type { ConsultantPageContent } from '../types';

export default {
  seo: {
    title: 'Azure Platform Engineering and Cloud Operations',
    description:
      'Azure platform engineering and operations: governance with Azure Policy, cost optimisation, PaaS modernisation, monitoring and infrastructure as code.',
  },
  hero: {
    family: 'azure',
    imageAlt: 'Illustration of server racks sending data up to the cloud, representing Azure platform engineering and operations',
    overline: 'Azure Platform',
    title: 'Run Azure Like a Product, Not a One-Off Project',
    subtitle:
      'Platform engineering and day-to-day operations for Azure estates that have grown quickly: governance, cost control, managed PaaS services and dependable automation.',
  },
  intro: {
    heading: 'Keeping a Growing Azure Estate in Good Shape',
    paragraphs: [
      "After the migration comes the harder part: dozens of subscriptions, resources nobody remembers creating, costs that creep up every month and deployments that depend on one engineer's portal clicks. Platform engineering brings order to that estate with guardrails, automation and shared services that project teams can build on safely.",
      'We take responsibility for the platform layer, either as a defined project or as an ongoing operations service. That covers Azure Policy and role design, cost reviews with your finance team, patching and backup, monitoring and alerting, and helping developers adopt managed services such as App Service, Azure SQL Database and Container Apps.',
    ],
  },
  highlights: {
    heading: 'Azure Platform Services',
    items: [
      {
        icon: Scale,
        title: 'Governance at Scale',
        description:
          'A management group hierarchy, Azure Policy initiatives and tagging standards applied across every subscription, with non-compliant resources reported automatically.',
      },
      {
        icon: PiggyBank,
        title: 'FinOps and Cost Optimisation',
        description:
          'Monthly reviews of Cost Management data, clean-up of idle resources, right-sizing and reservation coverage, with budgets and alerts set for each team.',
      },
      {
        icon: Code,
        title: 'Infrastructure as Code',
        description:
          'Bicep or Terraform modules, deployment pipelines and Azure Verified Modules ensure every environment is built the same way and every change is reviewed.',
      },
      {
        icon: Layers,
        title: 'PaaS Adoption',
        description:
          'Reference patterns for App Service, Functions, Container Apps and Azure SQL Database help developers ship without adding more servers to patch.',
      },
      {
        icon: Activity,
        title: 'Monitoring and Alerting',
        description:
          'Azure Monitor, Log Analytics and action groups are configured around service health, so alerts reach the right people with enough context to act.',
      },
      {
        icon: Wrench,
        title: 'Operational Hygiene',
        description:
          'Patching through Azure Update Manager, Azure Backup policies, certificate renewals and Key Vault secret rotation are handled on a documented schedule.',
      },
    ],
  },
  mission: {
    heading: 'A Platform Your Developers Want to Use',
    text: 'Good governance should speed delivery up, not slow it down. We build paved roads of templates, pipelines and policies that make the secure and cost-effective choice the default, so your developers spend their time on features instead of infrastructure tickets.',
  },
  expertise: {
    heading: 'Platform Engineering Expertise',
    items: [
      {
        icon: Landmark,
        title: 'Governance and Access',
        points: [
          'Azure Policy and initiative design',
          'Role-based access with Privileged Identity Management',
          'Subscription vending for new projects',
          'Resource locks and naming standards',
        ],
      },
      {
        icon: BadgeDollarSign,
        title: 'Cost Management',
        points: [
          'Savings plan and reserved instance planning',
          'Cost allocation by tag and department',
          'Dev/test pricing and auto-shutdown schedules',
          'Showback reports for business units',
        ],
      },
      {
        icon: GitBranch,
        title: 'Automation and Delivery',
        points: [
          'Bicep, Terraform and deployment stacks',
          'Azure DevOps and GitHub Actions pipelines',
          'Policy as code with automated testing',
          'Configuration drift detection and remediation',
        ],
      },
      {
        icon: Cloud,
        title: 'Managed PaaS',
        points: [
          'App Service and Container Apps hosting',
          'Azure SQL Database and Managed Instance tuning',
          'Azure Kubernetes Service operations',
          'Private endpoints and network isolation',
        ],
      },
    ],
  },
  benefits: {
    heading: 'What Platform Engineering Gives You',
    items: [
      {
        icon: TrendingDown,
        title: 'Lower Monthly Spend',
        subtitle: 'Waste removed continuously',
        description:
          'Regular optimisation catches idle disks, oversized virtual machines and forgotten test environments before they add up on the invoice.',
      },
      {
        icon: ShieldCheck,
        title: 'Consistent Compliance',
        subtitle: 'Policy enforced, not requested',
        description:
          'Guardrails stop resources being deployed outside Australian regions or without encryption, so standards hold even as teams move fast.',
      },
      {
        icon: Rocket,
        title: 'Faster Project Starts',
        subtitle: 'Environments on request',
        description:
          'New projects receive a governed subscription, network and pipeline from templates, ready in a day instead of waiting on manual setup.',
      },
      {
        icon: Headphones,
        title: 'Shared Operational Load',
        subtitle: 'Specialists on call 24/7',
        description:
          'Our Azure engineers handle patching, alerts and escalations, including critical incidents out of hours, leaving your internal staff free for business projects.',
      },
    ],
  },
  callToAction: {
    heading: 'Get an Azure Platform Health Check',
    text: 'We will review governance, spending and operations across your subscriptions and show you the quickest wins alongside a longer-term platform plan.',
  },
} satisfies ConsultantPageContent;
