import { Building2, ClipboardCheck, Copy, DatabaseBackup, FileCheck, FlaskConical, ListOrdered, Network, Server, ShieldAlert, Target, Timer, Undo2, Workflow } from 'lucide-react';
import type { ConsultantPageContent } from '../types';

export default {
  seo: {
    title: 'Azure Site Recovery: Disaster Recovery Consultants',
    description:
      'Disaster recovery with Azure Site Recovery: replicate servers to Australian Azure regions, build recovery plans, run test failovers and meet RPO and RTO goals.',
  },
  hero: {
    family: 'azure',
    imageAlt: 'Illustration of server racks sending data up to the cloud, representing disaster recovery with Azure Site Recovery',
    overline: 'Azure Site Recovery',
    title: 'Disaster Recovery You Have Tested, Not Just Paid For',
    subtitle:
      'Replicate critical servers to Azure, orchestrate failover with recovery plans and prove it works with regular test failovers that never touch production.',
  },
  intro: {
    heading: 'Keep the Business Running When a Site Goes Down',
    paragraphs: [
      "A flood, a ransomware attack or a failed storage array can take a server room offline for days. Azure Site Recovery continuously replicates your virtual and physical servers to Azure, so critical systems can be started in the cloud in the order your business needs, with far less data lost than a restore from last night's backup.",
      'We start by agreeing recovery point and recovery time objectives with your leadership team for each application. From those targets we design replication, networking and recovery plans, then run a full test failover into an isolated network so you can see, and document, exactly how long recovery takes.',
    ],
  },
  highlights: {
    heading: 'Our Azure Site Recovery Services',
    items: [
      {
        icon: Target,
        title: 'RPO and RTO Workshops',
        description:
          'Business owners rank applications by impact, and we turn their answers into recovery objectives that drive both the design and the budget.',
      },
      {
        icon: Copy,
        title: 'Replication Setup',
        description:
          'VMware, Hyper-V, physical servers and Azure virtual machines are replicated to Australia East or Australia Southeast with application-consistent recovery points.',
      },
      {
        icon: ListOrdered,
        title: 'Recovery Plans',
        description:
          'Servers are grouped and started in sequence, with Azure Automation runbooks handling DNS changes, load balancers and scripted application steps.',
      },
      {
        icon: FlaskConical,
        title: 'Non-Disruptive Test Failovers',
        description:
          'Test failovers run in an isolated virtual network, so you can prove recovery on a regular schedule without interrupting production systems.',
      },
      {
        icon: Network,
        title: 'Recovery Networking',
        description:
          'IP addressing, site-to-site VPN or ExpressRoute, and firewall rules are prepared in advance so users can reach recovered systems straight away.',
      },
      {
        icon: Undo2,
        title: 'Failback Planning',
        description:
          'Once your primary site is restored, we reverse replication and fail back in a controlled window, keeping the data changed during the outage.',
      },
    ],
  },
  mission: {
    heading: 'Recovery Confidence, Proven Regularly',
    text: 'A disaster recovery plan is only trustworthy once it has been exercised. We commit to testing with you, recording the results and improving the plan after each run, so that on the worst day your team follows steps it already knows.',
  },
  expertise: {
    heading: 'Disaster Recovery Expertise',
    items: [
      {
        icon: Server,
        title: 'Replication Scenarios',
        points: [
          'VMware to Azure with the modernised replication appliance',
          'Hyper-V to Azure, with or without System Center',
          'Azure to Azure replication between regions',
          'Physical Windows and Linux servers',
        ],
      },
      {
        icon: Workflow,
        title: 'Orchestration',
        points: [
          'Recovery plan design and server grouping',
          'Automation runbooks and manual action steps',
          'DNS and load balancer cut-over',
          'Domain controller and SQL Server recovery strategies',
        ],
      },
      {
        icon: DatabaseBackup,
        title: 'Backup Alongside Recovery',
        points: [
          'Azure Backup for point-in-time restores',
          'Immutable vaults against ransomware',
          'Retention settings for compliance and audit',
          'Clear separation between backup and replication roles',
        ],
      },
      {
        icon: ClipboardCheck,
        title: 'Testing and Governance',
        points: [
          'Scheduled test failovers with written reports',
          'Runbooks your team can follow under pressure',
          'Alerting on replication health',
          'Annual review of recovery objectives',
        ],
      },
    ],
  },
  benefits: {
    heading: 'Benefits of Azure Site Recovery',
    items: [
      {
        icon: Building2,
        title: 'No Second Data Centre',
        subtitle: 'Azure is your recovery site',
        description:
          'You avoid leasing rack space and duplicate hardware for a standby site, paying mainly for replication and storage until you actually fail over.',
      },
      {
        icon: Timer,
        title: 'Faster Recovery',
        subtitle: 'Systems back in the right order',
        description:
          'Orchestrated recovery plans bring dependent systems online in sequence, shortening the time between an outage and staff getting back to work.',
      },
      {
        icon: FileCheck,
        title: 'Evidence for Auditors',
        subtitle: 'Documented test results',
        description:
          'Regular test reports show boards, insurers and regulators that your continuity plan works, not merely that it exists.',
      },
      {
        icon: ShieldAlert,
        title: 'Ransomware Resilience',
        subtitle: 'A clean path back',
        description:
          'Combined with immutable backups, replicated recovery points give you options for restoring systems to a moment before the attack.',
      },
    ],
  },
  callToAction: {
    heading: 'Test Your Disaster Recovery Plan With Us',
    text: 'Tell us which systems your business cannot run without, and we will propose recovery objectives, a replication design and a first test failover.',
  },
} satisfies ConsultantPageContent;
