import {
  BrickWallFire,
  Cloud,
  Eye,
  Gauge,
  KeyRound,
  LayoutDashboard,
  Network,
  Radar,
  ScrollText,
  Settings2,
  ShieldCheck,
  Wrench,
} from 'lucide-react';
import type { ConsultantPageContent } from '../types';

export default {
  seo: {
    title: 'Fortinet Security Solutions | FortiGate NGFW Experts',
    description:
      'Fortinet specialists who deploy FortiGate next-generation firewalls, build the Security Fabric and centralise control with FortiManager and FortiAnalyzer.',
  },
  hero: {
    family: 'fortinet-sdwan',
    imageAlt: 'Illustration of branch office buildings linked by secured connections to a central hub',
    overline: 'Fortinet',
    title: 'Fortinet Security Solution',
    subtitle:
      'Next-generation firewalls, centralised management and shared threat intelligence on one security platform, designed and supported by our engineers.',
  },
  intro: {
    heading: 'Security built into the network',
    paragraphs: [
      'FortiGate next-generation firewalls combine stateful firewalling, intrusion prevention, application control, web filtering and SSL inspection in one appliance, accelerated by Fortinet\'s purpose-built security processors. Whether you need a compact desktop unit for a branch, a high-availability pair for head office, or a FortiGate-VM in Azure, there is a model sized for the job.',
      'The real strength comes from the Fortinet Security Fabric, which links FortiGate, FortiSwitch, FortiAP, FortiClient and FortiEDR so they share threat information and respond together. We design and deploy the Fabric, then bring it under central control with FortiManager for policy and firmware, and FortiAnalyzer for logging, reporting and investigation.',
    ],
  },
  highlights: {
    heading: 'Fortinet capabilities we deliver',
    items: [
      {
        icon: BrickWallFire,
        title: 'FortiGate NGFW',
        description:
          'Firewall policies, IPS, application control and SSL inspection tuned to your traffic rather than left on factory defaults.',
      },
      {
        icon: Network,
        title: 'Security Fabric integration',
        description:
          'FortiSwitch and FortiAP managed from the FortiGate, extending the same policy to every wired port and wireless network.',
      },
      {
        icon: LayoutDashboard,
        title: 'FortiManager',
        description:
          'Central policy packages, device templates and scheduled firmware upgrades across every FortiGate you own.',
      },
      {
        icon: ScrollText,
        title: 'FortiAnalyzer',
        description:
          'Consolidated logs, event correlation and scheduled reports ready for security reviews and compliance audits.',
      },
      {
        icon: KeyRound,
        title: 'Secure remote access',
        description:
          'FortiClient with IPsec VPN or zero trust network access, granting remote staff entry based on identity and device posture.',
      },
      {
        icon: Cloud,
        title: 'FortiGate-VM for Azure',
        description:
          'Virtual FortiGates protecting Azure virtual networks with the same policies and management as your physical sites.',
      },
    ],
  },
  mission: {
    heading: 'Our commitment to your security',
    text: 'A firewall is only as good as its configuration and upkeep. We commit to rule bases with documented intent, firmware kept on Fortinet\'s recommended releases, and regular reviews that remove rules nobody needs any more.',
  },
  expertise: {
    heading: 'Fortinet expertise',
    items: [
      {
        icon: ShieldCheck,
        title: 'Firewall design and hardening',
        points: [
          'Zone and network segmentation design',
          'IPS, antivirus and web filter security profiles',
          'SSL deep inspection with certificate rollout',
          'FortiGate high-availability clustering (FGCP)',
        ],
      },
      {
        icon: Network,
        title: 'Fabric and access',
        points: [
          'FortiSwitch and FortiAP deployment over FortiLink',
          '802.1X authentication and dynamic VLAN assignment',
          'FortiClient EMS, ZTNA tags and posture checks',
          'SDN connectors for Azure and identity integration with Microsoft Entra ID',
        ],
      },
      {
        icon: Settings2,
        title: 'Central management',
        points: [
          'FortiManager ADOMs and policy packages',
          'Firmware upgrade planning and scheduling',
          'Configuration backups and revision history',
          'Zero-touch provisioning for new sites',
        ],
      },
      {
        icon: Radar,
        title: 'Visibility and response',
        points: [
          'FortiAnalyzer log retention and reporting',
          'Event handlers and automated alerts',
          'Automation stitches that quarantine compromised hosts',
          'FortiGuard threat intelligence subscriptions',
        ],
      },
    ],
  },
  benefits: {
    heading: 'Why choose Fortinet with us',
    items: [
      {
        icon: ShieldCheck,
        title: 'Consolidated protection',
        subtitle: 'Fewer boxes, one policy',
        description:
          'Firewall, IPS, filtering and VPN in one platform closes the gaps that open up between separate products.',
      },
      {
        icon: Gauge,
        title: 'Performance',
        subtitle: 'Inspection without the slowdown',
        description:
          'Hardware acceleration lets deep inspection stay switched on even on busy internet links.',
      },
      {
        icon: Eye,
        title: 'Complete visibility',
        subtitle: 'Every site in one view',
        description:
          'FortiAnalyzer dashboards show threats, bandwidth and user activity across all your locations.',
      },
      {
        icon: Wrench,
        title: 'Simpler operations',
        subtitle: 'Change once, apply everywhere',
        description:
          'FortiManager pushes approved changes to many FortiGates at once, with revision history to roll back if needed.',
      },
    ],
  },
  callToAction: {
    heading: 'Strengthen your network perimeter',
    text: 'Let our Fortinet engineers review your current firewall and network security, then recommend FortiGate models, FortiGuard bundles and a rollout plan.',
  },
} satisfies ConsultantPageContent;
