import { Activity, Building2, Cloud, Gauge, Globe, LockKeyhole, Network, Router, ShieldCheck, SlidersHorizontal, Wifi } from 'lucide-react';
import { paths } from '../../config/paths';
import type { ServiceGroupContent } from '../page-types/service-group-page';

const sdwan: ServiceGroupContent = {
  seo: {
    title: 'Fortinet SD-WAN Solutions',
    description:
      'Fortinet Secure SD-WAN design, deployment and management that links Australian offices, sites and cloud apps over fast, resilient and secure connections.',
  },
  hero: {
    family: 'fortinet-sdwan',
    imageAlt: 'Illustration of branch office buildings connected to a central shield through a secure network',
    overline: 'SDWAN',
    title: 'Secure, Resilient Networks for Every Site',
    subtitle:
      'Fortinet Secure SD-WAN connects head office, branches and remote sites over multiple links, steering each application along the best path available.',
  },
  benefits: {
    heading: 'Why Businesses Switch to SD-WAN',
    intro:
      'Traditional MPLS networks are expensive and slow to change. SD-WAN uses the broadband, NBN and 4G/5G links you already have, with security built into every device.',
    items: [
      {
        icon: Gauge,
        title: 'Better Application Performance',
        subtitle: 'Traffic steered intelligently',
        description:
          'Teams calls, cloud apps and point-of-sale traffic are prioritised automatically and moved to a healthier link when one degrades.',
      },
      {
        icon: Activity,
        title: 'Fewer Outages',
        subtitle: 'Links that back each other up',
        description:
          'When a carrier service drops, traffic fails over to a second connection within seconds, so sites keep trading.',
      },
      {
        icon: ShieldCheck,
        title: 'Security at Every Branch',
        subtitle: 'A next-generation firewall on site',
        description:
          'Each FortiGate inspects traffic locally, blocking threats at the branch instead of hauling it back to head office.',
      },
      {
        icon: SlidersHorizontal,
        title: 'Central Control',
        subtitle: 'One console for every site',
        description:
          'Policies, firmware and configuration are managed from FortiManager, so a change reaches every branch in one step.',
      },
    ],
  },
  capabilities: {
    heading: 'SD-WAN Capabilities',
    intro: 'Network engineering skills applied from the first site survey to ongoing operations.',
    items: [
      {
        icon: Network,
        title: 'Network Architecture',
        description:
          'Hub-and-spoke or full-mesh designs sized for your traffic, with redundancy where an outage would hurt most.',
      },
      {
        icon: Router,
        title: 'FortiGate Deployment',
        description:
          'Zero-touch provisioning ships pre-configured appliances to each site, so local staff only need to plug them in.',
      },
      {
        icon: Globe,
        title: 'Carrier-Agnostic Links',
        description:
          'NBN, fibre, 4G/5G and satellite services from any provider combined into one resilient underlay.',
      },
      {
        icon: Cloud,
        title: 'Cloud On-Ramps',
        description:
          'Direct, optimised paths from each branch to Microsoft 365, Azure and other SaaS platforms.',
      },
      {
        icon: LockKeyhole,
        title: 'Zero Trust Access',
        description:
          'FortiClient and ZTNA policies that verify users and devices before granting access to internal applications.',
      },
      {
        icon: Wifi,
        title: 'Secure Wireless and Switching',
        description:
          'FortiAP and FortiSwitch managed from the same firewall, giving one view of the whole branch network.',
      },
    ],
  },
  services: {
    heading: 'SD-WAN Services',
    intro: 'Whether you want the security platform or the full managed network, these two services cover it.',
    items: [
      {
        title: 'Fortinet Security Solution',
        icon: ShieldCheck,
        description:
          'FortiGate next-generation firewalls and the wider Fortinet Security Fabric, designed and configured for your environment.',
        features: ['Firewall policy design', 'Intrusion prevention and web filtering', 'FortiAnalyzer logging and reporting'],
        link: paths.servicePage('sdwan/fortinet'),
      },
      {
        title: 'SDWAN Solution',
        icon: Building2,
        description:
          'Multi-site SD-WAN rollouts with link monitoring, application steering and ongoing management from our network team.',
        features: ['Site surveys and link planning', 'Staged branch cut-overs', 'Performance SLA monitoring'],
        link: paths.servicePage('sdwan/solutions'),
      },
    ],
  },
  enquiry: {
    heading: 'Connect Your Sites Securely',
    intro: 'Let us know how many locations you run and how they connect today, and we will outline an SD-WAN design to match.',
  },
};

export default sdwan;
