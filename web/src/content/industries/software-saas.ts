import { Boxes, Cloud, Coins, GitBranch, Globe, KeyRound, LineChart, Rocket, ShieldCheck, Timer } from 'lucide-react';
import type { IndustryPageContent } from '../page-types/industry-page';

const softwareSaas: IndustryPageContent = {
  industry: 'software-saas',
  seo: {
    title: 'IT Solutions for Software & SaaS',
    description:
      'Azure architecture, DevOps pipelines, cloud cost control and security reviews for Australian software and SaaS companies scaling their products and teams.',
  },
  hero: {
    imageAlt: 'Illustration of a code editor window with a cloud upload and stacked service panels',
    overline: 'Software & SaaS',
    title: 'Cloud and DevOps Foundations for Growing Software Companies',
    subtitle:
      'Ship features faster, keep your platform available to paying customers and stop the cloud bill from growing faster than revenue.',
  },
  intro: {
    heading: 'Your Product Is Only as Good as the Platform Beneath It',
    paragraphs: [
      'Software and SaaS businesses live or die by reliability and release speed. Customers expect new features every few weeks, enterprise buyers send long security questionnaires, and investors watch gross margin, which makes cloud spend a board-level topic.',
      'We work alongside your engineering team on the platform work that rarely makes the roadmap: Azure architecture, deployment pipelines, observability, identity and security. That leaves your developers free to build the product customers pay for.',
    ],
  },
  services: {
    heading: 'Services for Software and SaaS Teams',
    intro: 'Platform engineering help that complements your in-house developers rather than replacing them.',
    items: [
      {
        icon: Cloud,
        title: 'Azure Platform Architecture',
        description: 'Multi-tenant designs on App Service, AKS and Azure SQL that scale with customer numbers without re-platforming.',
      },
      {
        icon: GitBranch,
        title: 'CI/CD and Release Automation',
        description: 'Pipelines with automated tests, blue-green deployments and instant rollback for confident, frequent releases.',
      },
      {
        icon: LineChart,
        title: 'Observability',
        description: 'Application Insights, log analytics and alerting that show exactly where latency and errors come from.',
      },
      {
        icon: Coins,
        title: 'Cloud Cost Optimisation',
        description: 'Right-sizing, reservations and per-tenant cost visibility that bring hosting costs in line with revenue.',
      },
      {
        icon: ShieldCheck,
        title: 'Security for Enterprise Sales',
        description: 'Hardening, penetration test remediation and evidence that helps you answer enterprise security questionnaires.',
      },
      {
        icon: KeyRound,
        title: 'Customer Identity',
        description: 'Microsoft Entra External ID for customer sign-in, with single sign-on for your enterprise customers.',
      },
    ],
  },
  integration: {
    heading: 'Engineering Tools and Business Systems in Sync',
    text: 'Growing software companies accumulate tools quickly. We connect engineering, support and commercial systems so product decisions are based on real usage and customer feedback.',
    points: [
      'GitHub or Azure DevOps linked to Teams for build, release and incident notifications',
      'Customer support tickets in Jira Service Management or Zendesk connected to engineering backlogs',
      'Product usage telemetry combined with billing data in Power BI',
      'Single sign-on across development, support and finance tools with Entra ID',
    ],
  },
  benefits: {
    heading: 'What Software Companies Gain',
    items: [
      {
        icon: Rocket,
        title: 'More Frequent Releases',
        subtitle: 'Smaller, safer changes',
        description: 'Automation lets teams release several times a week with less risk than a big quarterly launch.',
      },
      {
        icon: Globe,
        title: '99.9% Platform Uptime',
        subtitle: 'Meet your customer SLAs',
        description: 'Resilient architecture and proactive monitoring underpin our 99.9% uptime guarantee, helping you honour the service levels you sell.',
      },
      {
        icon: Timer,
        title: 'Faster Enterprise Deals',
        subtitle: 'Security reviews passed sooner',
        description: 'Ready-made evidence shortens procurement cycles when larger customers assess your platform.',
      },
      {
        icon: Boxes,
        title: 'Healthier Margins',
        subtitle: 'Cloud spend under control',
        description: 'Cost visibility per customer and per feature shows where spending creates value and where it leaks.',
      },
    ],
  },
  callToAction: {
    heading: 'Build a Platform Ready for Your Next Stage',
    text: 'Request an architecture and cost review of your Azure environment, with findings your engineering team can act on straight away.',
    buttonLabel: 'Request a Platform Review',
  },
  enquiry: {
    heading: 'Tell Us About Your Product',
    intro: 'Share your current stack, team size and the platform problems slowing you down, and we will outline where we could help.',
  },
};

export default softwareSaas;
