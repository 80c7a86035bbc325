import { CloudUpload, FolderLock, HardDrive, Network, Radio, Share2, ShieldCheck, Timer, Users, Video } from 'lucide-react';
import type { IndustryPageContent } from '../page-types/industry-page';

const mediaCommunications: IndustryPageContent = {
  industry: 'media-communications',
  seo: {
    title: 'IT Solutions for Media & Comms',
    description:
      'High-speed networks, large-file storage, remote editing and content security for Australian agencies, publishers, studios and broadcasters working on deadline.',
  },
  hero: {
    imageAlt: 'Illustration of a broadcast tower, a video camera and an audio waveform',
    overline: 'Media & Communications',
    title: 'IT Infrastructure Built for Creative Deadlines',
    subtitle:
      'Move large files quickly, collaborate with freelancers safely and keep production systems running when the deadline cannot move.',
  },
  intro: {
    heading: 'Creative Work Needs Fast, Unfussy Technology',
    paragraphs: [
      'Agencies, publishers, production houses and broadcasters deal in huge files: raw footage, layered design files and audio sessions that can run to terabytes per project. Slow storage and congested networks turn a quick edit into a long wait and put delivery dates at risk.',
      'Creative teams also work with a rotating cast of freelancers, clients and partners. We build infrastructure that keeps large media moving and shares it openly with the right people while protecting unreleased content from leaks.',
    ],
  },
  services: {
    heading: 'Services for Media and Creative Teams',
    intro: 'Technology designed around production pipelines, not generic office work.',
    items: [
      {
        icon: HardDrive,
        title: 'High-Performance Storage',
        description: 'Shared NAS and SAN storage tiered with Azure Blob archive, so active projects are fast and old ones cost little to keep.',
      },
      {
        icon: Network,
        title: '10GbE Studio Networks',
        description: 'Wired and wireless networks designed for editing suites, render machines and large uploads to clients.',
      },
      {
        icon: Video,
        title: 'Remote Editing Workflows',
        description: 'Secure remote access to workstations and proxy workflows that let editors cut from home without copying raw media.',
      },
      {
        icon: FolderLock,
        title: 'Pre-Release Content Protection',
        description: 'Access controls, watermarking options and audit logs that protect embargoed campaigns and unreleased material.',
      },
      {
        icon: Share2,
        title: 'Client and Freelancer Sharing',
        description: 'Guest access in Teams and SharePoint with expiry dates, so collaborators get what they need for exactly as long as needed.',
      },
      {
        icon: CloudUpload,
        title: 'Archive and Backup',
        description: 'Offsite backup of project libraries and long-term archive to cloud storage, with clear restore times.',
      },
    ],
  },
  integration: {
    heading: 'Creative Tools and Microsoft 365, Working Together',
    text: 'Your creative applications and your business systems should not live in separate worlds. We connect them so briefs, approvals, assets and invoices follow each job from pitch to delivery.',
    points: [
      'Adobe Creative Cloud licensing and sign-in managed through Microsoft Entra ID',
      'Job briefs, feedback and approvals routed through Teams and Power Automate',
      'Digital asset libraries in SharePoint with metadata that makes old work easy to find',
      'Time and job management systems linked to Power BI for project profitability',
    ],
  },
  benefits: {
    heading: 'What Media Organisations Gain',
    items: [
      {
        icon: Timer,
        title: 'Faster Turnarounds',
        subtitle: 'Less waiting on files',
        description: 'Quicker storage and networks shorten render, transfer and review cycles on every job.',
      },
      {
        icon: Radio,
        title: '99.9% Uptime on Air and Online',
        subtitle: 'Production that keeps rolling',
        description: 'A 99.9% uptime guarantee on managed infrastructure protects publishing schedules and live deadlines.',
      },
      {
        icon: ShieldCheck,
        title: 'Protected Intellectual Property',
        subtitle: 'No premature leaks',
        description: 'Controlled sharing and monitoring reduce the risk of campaigns or footage escaping before launch.',
      },
      {
        icon: Users,
        title: 'Flexible Teams',
        subtitle: 'Bring in talent anywhere',
        description: 'Freelancers can join a project securely on day one and lose access automatically when it wraps.',
      },
    ],
  },
  callToAction: {
    heading: 'Speed Up Your Production Pipeline',
    text: 'Let us assess your storage, network and sharing set-up, and show you where hours are being lost on every project.',
    buttonLabel: 'Book a Production IT Assessment',
  },
  enquiry: {
    heading: 'Tell Us About Your Studio',
    intro: 'Describe the kind of work you produce, your file sizes and how your team collaborates, and we will recommend improvements.',
  },
};

export default mediaCommunications;
