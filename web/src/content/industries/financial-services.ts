import { Archive, Banknote, FileSearch, Fingerprint, Landmark, LineChart, LockKeyhole, Radar, ServerCog, ShieldCheck } from 'lucide-react';
import type { IndustryPageContent } from '../page-types/industry-page';

const financialServices: IndustryPageContent = {
  industry: 'financial-services',
  seo: {
    title: 'IT Solutions for Financial Services',
    description:
      'Secure, resilient IT for Australian advisers, brokers, lenders and insurers, aligned with APRA CPS 234 and ASIC expectations for information security.',
  },
  hero: {
    imageAlt: 'Illustration of a columned bank building beside a rising bar chart, coins and a pie chart',
    overline: 'Financial Services',
    title: 'Secure, Compliant Technology for Financial Firms',
    subtitle:
      'Protect client money and data, satisfy your regulators and give advisers the tools to serve clients well, wherever they meet them.',
  },
  intro: {
    heading: 'Trust Is Your Product, and Technology Protects It',
    paragraphs: [
      'Financial advisers, mortgage brokers, accountants, lenders and insurers hold exactly the information criminals want: identity documents, account details and investment records. A single compromised mailbox can lead to fraudulent transfer requests and a serious loss of client confidence.',
      'Regulators expect more than good intentions. APRA-regulated entities must meet CPS 234 on information security, and ASIC expects licensees to manage cyber risk as part of their general obligations. We help firms of every size put controls, evidence and response plans in place.',
    ],
  },
  services: {
    heading: 'Services for Financial Firms',
    intro: 'Security-led IT support that stands up to scrutiny from clients, auditors and regulators.',
    items: [
      {
        icon: Fingerprint,
        title: 'Phishing-Resistant Identity',
        description: 'Passkeys, hardware keys and conditional access that stop stolen passwords being used to reach client data.',
      },
      {
        icon: Radar,
        title: 'Continuous Threat Monitoring',
        description: 'Microsoft Sentinel and Defender alerts reviewed by analysts, with incidents escalated and contained quickly.',
      },
      {
        icon: FileSearch,
        title: 'CPS 234 Control Mapping',
        description: 'Gap assessments that map your information security controls to CPS 234 requirements and board reporting.',
      },
      {
        icon: Archive,
        title: 'Record Keeping and Retention',
        description: 'Retention policies and eDiscovery that preserve advice records, emails and call notes for the required periods.',
      },
      {
        icon: ServerCog,
        title: 'Operational Resilience',
        description: 'Business continuity and disaster recovery plans tested against realistic outage and ransomware scenarios.',
      },
      {
        icon: LockKeyhole,
        title: 'Third-Party Risk Support',
        description: 'Security questionnaires and evidence packs for the platforms, dealer groups and institutions you work with.',
      },
    ],
  },
  integration: {
    heading: 'Financial Platforms Integrated With Microsoft 365',
    text: 'Advice and lending businesses run on specialist platforms. We make them work securely alongside Microsoft 365, so client files are complete and staff move between systems without insecure workarounds.',
    points: [
      'Single sign-on to financial planning, CRM and loan origination platforms',
      'Client document portals built on SharePoint with secure external sharing',
      'Power BI reporting that combines practice management and revenue data',
      'Email encryption and data loss prevention for statements, tax file numbers and identity documents',
    ],
  },
  benefits: {
    heading: 'What Financial Firms Gain',
    items: [
      {
        icon: ShieldCheck,
        title: 'Regulatory Confidence',
        subtitle: 'Ready for APRA and ASIC',
        description: 'Documented controls and regular reporting give directors the assurance they need to sign off on cyber risk.',
      },
      {
        icon: Landmark,
        title: '99.9% Uptime for Client Services',
        subtitle: 'Available during market hours',
        description: 'With a 99.9% uptime guarantee on the systems we manage, advisers and lending teams stay productive when clients need answers.',
      },
      {
        icon: Banknote,
        title: 'Fraud Prevented',
        subtitle: 'Protected transfers',
        description: 'Mailbox monitoring and callback procedures stop payment redirection scams before client money moves.',
      },
      {
        icon: LineChart,
        title: 'Better Client Insight',
        subtitle: 'Data you can act on',
        description: 'Connected systems reveal client trends and service gaps that were hidden across separate spreadsheets.',
      },
    ],
  },
  callToAction: {
    heading: 'Strengthen Your Security Before the Next Audit',
    text: 'Start with a CPS 234-aligned security assessment, and get a prioritised remediation plan your board can understand.',
    buttonLabel: 'Arrange a Security Assessment',
  },
  enquiry: {
    heading: 'Tell Us About Your Firm',
    intro: 'Let us know your licensing, the platforms you rely on and the size of your team, and we will recommend a sensible starting point.',
  },
};

export default financialServices;
