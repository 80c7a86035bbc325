import {
  BadgeCheck,
  Bug,
  ChartColumn,
  ClipboardList,
  Compass,
  FileCheck,
  Layers,
  Link,
  ListChecks,
  PlayCircle,
  ShieldAlert,
  Users,
} from 'lucide-react';
import type { ConsultantPageContent } from '../types';

export default {
  seo: {
    title: 'Azure Test Plans Consultants | Manual & UAT Testing',
    description:
      'Azure Test Plans consultants who structure test plans, suites and cases, run exploratory sessions and link every result to user stories and builds.',
  },
  hero: {
    family: 'devops',
    imageAlt: 'Illustration of a continuous build and release loop drawn over a blueprint grid',
    overline: 'Azure DevOps',
    title: 'Azure Test Plans',
    subtitle:
      'Bring manual, exploratory and user acceptance testing into the same place your team plans and builds, with full traceability.',
  },
  intro: {
    heading: 'Testing that keeps pace with delivery',
    paragraphs: [
      'Automated tests catch regressions, but plenty of quality work still needs a person: acceptance testing with business users, exploratory sessions on a new feature, sign-off before a regulated release. Azure Test Plans gives that work structure, with plans per sprint or release, suites driven by requirements or queries, and shared steps that stop the same instructions being rewritten.',
      'We help QA leads and delivery managers design a test structure that mirrors the backlog, set up test configurations for the browsers and devices you support, and connect results to builds and release pipelines, so a failed test raises a linked bug with repro steps, screenshots and system information already attached.',
    ],
  },
  highlights: {
    heading: 'How we put Azure Test Plans to work',
    items: [
      {
        icon: ClipboardList,
        title: 'Structured test plans',
        description:
          'Plans, requirement-based suites and query-based suites organised by sprint, release or product area.',
      },
      {
        icon: Compass,
        title: 'Exploratory testing',
        description:
          'The Test & Feedback browser extension captures notes, screenshots and screen recordings while testers explore.',
      },
      {
        icon: Users,
        title: 'User acceptance testing',
        description:
          'Business testers run cases in the web-based Test Runner without needing developer tools or access to the code.',
      },
      {
        icon: Link,
        title: 'End-to-end traceability',
        description:
          'Requirements, test cases, results and bugs linked together, so you can show which stories were tested and which passed.',
      },
      {
        icon: Layers,
        title: 'Test configurations',
        description:
          'The same case run across browsers, operating systems or devices, with outcomes reported per configuration.',
      },
      {
        icon: ChartColumn,
        title: 'Progress reporting',
        description:
          'Progress reports, charts and dashboard widgets reveal pass rates, blocked tests and outstanding work at a glance.',
      },
    ],
  },
  mission: {
    heading: 'Quality as a shared responsibility',
    text: 'We want testing to be visible to the whole team, not a last-minute phase owned by one person. Our approach puts test design beside backlog refinement, so acceptance criteria turn into test cases early and release decisions rest on evidence rather than gut feel.',
  },
  expertise: {
    heading: 'Our Azure Test Plans expertise',
    items: [
      {
        icon: ListChecks,
        title: 'Test design',
        points: [
          'Requirement-based and query-based suites',
          'Shared steps and shared parameters',
          'Mapping acceptance criteria to test cases',
          'Bulk authoring in the grid view',
        ],
      },
      {
        icon: PlayCircle,
        title: 'Execution and capture',
        points: [
          'Web Test Runner and the Test & Feedback extension',
          'Screenshot, screen recording and action log capture',
          'Bug filing with repro steps and system data',
          'Tester assignment across configuration matrices',
        ],
      },
      {
        icon: Bug,
        title: 'Linking automation',
        points: [
          'Associating automated tests with test cases',
          'Running associated tests from a release stage',
          'Combining manual and automated outcomes in one view',
          'Flaky test detection in pipeline test results',
        ],
      },
      {
        icon: FileCheck,
        title: 'Governance and reporting',
        points: [
          'Basic + Test Plans access level planning',
          'Sign-off workflows for user acceptance testing',
          'Progress reports and Analytics views',
          'Retention settings for test results and attachments',
        ],
      },
    ],
  },
  benefits: {
    heading: 'What better testing gives you',
    items: [
      {
        icon: ShieldAlert,
        title: 'Fewer escaped defects',
        subtitle: 'Catch issues before customers do',
        description:
          'Structured coverage of each story exposes gaps in testing during the sprint, not after the release has gone out.',
      },
      {
        icon: BadgeCheck,
        title: 'Audit-ready evidence',
        subtitle: 'Proof of what was tested',
        description:
          'Results tied to requirements and builds give auditors and product owners a clear record for every release.',
      },
      {
        icon: Bug,
        title: 'Faster bug resolution',
        subtitle: 'Reproducible reports',
        description:
          'Bugs arrive with steps, screenshots and environment details, so developers spend less time asking follow-up questions.',
      },
      {
        icon: Users,
        title: 'Business involvement',
        subtitle: 'Acceptance testing without friction',
        description:
          'Stakeholders test in a browser with clear instructions, and their feedback lands straight in the backlog.',
      },
    ],
  },
  callToAction: {
    heading: 'Bring order to your testing',
    text: 'Walk us through how your team tests today and we will design an Azure Test Plans structure that fits your release rhythm and your testers.',
  },
} satisfies ConsultantPageContent;
