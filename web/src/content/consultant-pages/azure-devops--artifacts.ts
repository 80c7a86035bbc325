import {
  BookOpen,
  CloudDownload,
  FolderTree,
  Lock,
  Package,
  PackageCheck,
  Recycle,
  Shield,
  ShieldCheck,
  Tags,
  UsersRound,
  Workflow,
} from 'lucide-react';
import type { ConsultantPageContent } from '../types';

export default {
  seo: {
    title: 'Azure Artifacts Consultants | Private Package Feeds',
    description:
      'Azure Artifacts consultants who set up private NuGet, npm, Maven, Python and Cargo feeds with upstream sources, views and retention, so teams share code safely.',
  },
  hero: {
    family: 'devops',
    imageAlt: 'Illustration of a continuous build and release loop drawn over a blueprint grid',
    overline: 'Azure DevOps',
    title: 'Azure Artifacts',
    subtitle:
      'Private package feeds that let your teams publish, share and consume code safely, alongside the open-source packages they depend on.',
  },
  intro: {
    heading: 'Package management under your control',
    paragraphs: [
      'Modern applications pull in hundreds of packages, and internal libraries are often copied between repositories because there is nowhere sensible to publish them. Azure Artifacts provides hosted feeds for NuGet, npm, Maven, Gradle, Python, Cargo and Universal Packages, with permissions that follow your Azure DevOps projects and groups.',
      'We design feed structures for shared and team-specific packages, configure upstream sources so every public package you use is saved in your own feed, and publish from pipelines with semantic versioning and views that separate pre-release builds from approved ones.',
    ],
  },
  highlights: {
    heading: 'What Azure Artifacts gives your teams',
    items: [
      {
        icon: Package,
        title: 'Private feeds',
        description:
          'Organisation-scoped and project-scoped feeds for internal libraries, build tooling and shared components.',
      },
      {
        icon: CloudDownload,
        title: 'Upstream sources',
        description:
          'Packages from nuget.org, the npm registry, PyPI and Maven Central saved in your feed the first time they are restored.',
      },
      {
        icon: Tags,
        title: 'Feed views',
        description:
          '@Local, @Prerelease and @Release views that promote a package version as it passes your quality checks.',
      },
      {
        icon: Workflow,
        title: 'Pipeline publishing',
        description:
          'Build pipelines version and publish packages automatically, with feed authentication handled by the pipeline identity.',
      },
      {
        icon: Lock,
        title: 'Access control',
        description:
          'Feed roles for readers, collaborators, contributors and owners mapped to existing Azure DevOps groups.',
      },
      {
        icon: Recycle,
        title: 'Retention policies',
        description:
          'Automatic clean-up of old package versions keeps storage costs in check while recently downloaded versions stay put.',
      },
    ],
  },
  mission: {
    heading: 'Why we care about package hygiene',
    text: 'Shared code is only useful when people can find it, trust it and update it safely. We aim to give your developers one reliable place to publish and consume packages, with clear versioning rules and no surprises hiding in the supply chain.',
  },
  expertise: {
    heading: 'Azure Artifacts expertise',
    items: [
      {
        icon: FolderTree,
        title: 'Feed architecture',
        points: [
          'Organisation-scoped versus project-scoped feeds',
          'Upstream source ordering and behaviour',
          'Sharing feeds across projects and organisations',
          'Storage planning and billing',
        ],
      },
      {
        icon: PackageCheck,
        title: 'Package workflows',
        points: [
          'Semantic versioning from build pipelines',
          'Promotion through feed views',
          'Universal Packages for binaries and tools',
          'Symbol publishing for debugging',
        ],
      },
      {
        icon: Shield,
        title: 'Supply chain security',
        points: [
          'Controlling externally sourced package versions',
          'Guarding against dependency confusion',
          'Lock files and reproducible restores',
          'Dependency scanning with GitHub Advanced Security for Azure DevOps',
        ],
      },
      {
        icon: BookOpen,
        title: 'Developer experience',
        points: [
          'Credential providers, nuget.config and .npmrc setup',
          'Visual Studio and VS Code integration',
          'Migration from MyGet, ProGet or network file shares',
          'Publishing guidelines your teams can follow',
        ],
      },
    ],
  },
  benefits: {
    heading: 'Benefits for your engineering teams',
    items: [
      {
        icon: CloudDownload,
        title: 'Reliable builds',
        subtitle: 'Dependencies kept close',
        description:
          'Builds keep working even when a public registry is slow or a package version is withdrawn upstream.',
      },
      {
        icon: Package,
        title: 'Code reuse',
        subtitle: 'Publish once, consume everywhere',
        description:
          'Internal libraries become versioned packages instead of copied folders drifting out of sync.',
      },
      {
        icon: ShieldCheck,
        title: 'Safer dependencies',
        subtitle: 'Control over what comes in',
        description:
          'Upstream behaviour settings reduce the risk of a malicious public package shadowing one of your internal names.',
      },
      {
        icon: UsersRound,
        title: 'Less administration',
        subtitle: 'Permissions you already manage',
        description:
          'Feed access rides on existing Azure DevOps and Entra ID groups, so there is no second user list to maintain.',
      },
    ],
  },
  callToAction: {
    heading: 'Give your packages a proper home',
    text: 'We can review how your teams share code and dependencies today, then recommend a feed layout, a migration plan and a publishing workflow that suits them.',
  },
} satisfies ConsultantPageContent;
