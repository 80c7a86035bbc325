import {
  Activity,
  Building2,
  Cloud,
  Compass,
  Headset,
  LineSquiggle,
  Lock,
  PiggyBank,
  Rocket,
  Route,
  ShieldCheck,
  Split,
} from 'lucide-react';
import type { ConsultantPageContent } from '../types';

export default {
  seo: {
    title: 'SD-WAN Solutions | Fortinet Secure SD-WAN Design',
    description:
      'Fortinet Secure SD-WAN design, rollout and management for multi-site organisations: resilient links, application-aware routing and security at every branch.',
  },
  hero: {
    family: 'fortinet-sdwan',
    imageAlt: 'Illustration of branch office buildings linked by secured connections to a central hub',
    overline: 'SD-WAN',
    title: 'SDWAN Solution',
    subtitle:
      'Faster, more resilient connections between your offices, cloud services and remote sites, with security built into every branch.',
  },
  intro: {
    heading: 'Networks designed for cloud-first businesses',
    paragraphs: [
      'Traditional WAN designs send every branch\'s traffic back through head office, which made sense when applications lived in the server room but slows down Microsoft 365, Teams calls and other cloud services today. Fortinet Secure SD-WAN runs on the FortiGate at each site, measures the latency, jitter and packet loss of every link, and steers each application over the best path available.',
      'We design SD-WAN overlays for organisations with a handful of sites or dozens, combining NBN, dedicated fibre, 4G and 5G links for resilience, and orchestrate them centrally through FortiManager. If you would rather not run it yourselves, our managed SD-WAN service covers monitoring, change requests, firmware and liaison with your carriers.',
    ],
  },
  highlights: {
    heading: 'What our SD-WAN service covers',
    items: [
      {
        icon: Route,
        title: 'Application-aware routing',
        description:
          'SD-WAN rules send Teams, VoIP and business applications over whichever link currently measures best.',
      },
      {
        icon: Building2,
        title: 'Multi-site design',
        description:
          'Hub-and-spoke overlays with ADVPN shortcuts, so branches talk directly to each other when traffic calls for it.',
      },
      {
        icon: Split,
        title: 'Link resilience',
        description:
          'Automatic failover between fibre, NBN and cellular services, with sessions moved across before users notice.',
      },
      {
        icon: ShieldCheck,
        title: 'Security in every branch',
        description:
          'Each site\'s FortiGate enforces the same firewall, IPS and web filtering policies as head office.',
      },
      {
        icon: Cloud,
        title: 'Cloud on-ramps',
        description:
          'Local internet breakout for Microsoft 365 and secure tunnels into Azure virtual networks.',
      },
      {
        icon: Headset,
        title: 'Managed SD-WAN',
        description:
          'Monitoring, changes, firmware updates and carrier fault coordination handled by our network team.',
      },
    ],
  },
  mission: {
    heading: 'A network nobody has to think about',
    text: 'Your network should be invisible to the people using it. We design around the applications that matter most to you, test failover before go-live, and keep documentation current so every site is understood, not only the one we visited last.',
  },
  expertise: {
    heading: 'SD-WAN expertise',
    items: [
      {
        icon: Compass,
        title: 'Design and assessment',
        points: [
          'Site and link audits',
          'Application and bandwidth profiling',
          'Carrier and NBN business service selection',
          'Hub placement and overlay topology',
        ],
      },
      {
        icon: LineSquiggle,
        title: 'Fortinet Secure SD-WAN',
        points: [
          'Performance SLAs and health checks',
          'SD-WAN zones, members and rules',
          'ADVPN with BGP on loopback',
          'Dual-hub designs for head office resilience',
        ],
      },
      {
        icon: Rocket,
        title: 'Rollout',
        points: [
          'Zero-touch deployment to new branches',
          'FortiManager SD-WAN templates and overlay orchestration',
          'Staged cutovers outside business hours',
          'Failover testing and site acceptance',
        ],
      },
      {
        icon: Activity,
        title: 'Managed operations',
        points: [
          'Link and application performance monitoring',
          'FortiAnalyzer SD-WAN reports',
          'Firmware lifecycle management',
          'Carrier fault escalation',
        ],
      },
    ],
  },
  benefits: {
    heading: 'Benefits for multi-site organisations',
    items: [
      {
        icon: Activity,
        title: 'Better application experience',
        subtitle: 'Clearer calls, quicker apps',
        description:
          'Traffic follows the healthiest path, so video meetings and cloud applications stay responsive.',
      },
      {
        icon: Lock,
        title: 'Security at every site',
        subtitle: 'No weak branches',
        description:
          'An integrated next-generation firewall gives small offices the same protection as head office.',
      },
      {
        icon: PiggyBank,
        title: 'Lower connectivity costs',
        subtitle: 'Broadband alongside or instead of MPLS',
        description:
          'Business-grade internet services can supplement or replace expensive private circuits without losing resilience.',
      },
      {
        icon: Split,
        title: 'Resilience',
        subtitle: 'Online when a link is down',
        description:
          'Automatic failover keeps a site trading while a carrier works through an outage.',
      },
    ],
  },
  callToAction: {
    heading: 'Connect your sites with confidence',
    text: 'Tell us about your locations, links and key applications, and we will propose an SD-WAN design covering hardware, connectivity and management options.',
  },
} satisfies ConsultantPageContent;
