/** Labels and targets of the site navigation: header menus and footer columns. */
import { INDUSTRIES, SERVICE_GROUPS, paths, type Industry, type ServiceGroup } from '../config/paths';

export interface NavLinkItem {
  label: string;
  href: string;
}

export interface ServiceMenuGroup extends NavLinkItem {
  group: ServiceGroup;
  pages: NavLinkItem[];
}

export interface InsightsMenuItem extends NavLinkItem {
  description: string;
}

export const SERVICE_GROUP_LABELS: Record<ServiceGroup, string> = {
  'modern-workplace': 'Modern Workplace',
  'azure-cloud': 'Microsoft Azure',
  'security-compliance': 'Security & Compliance',
  'azure-devops': 'Azure DevOps',
  'power-platform': 'Power Platform',
  sdwan: 'SDWAN',
  'professional-services': 'Professional Services',
  'managed-services': 'Managed Services',
};

/** The sub-pages each group lists in the Services mega menu, in the order of the route table. */
const SERVICE_GROUP_PAGES: Record<ServiceGroup, NavLinkItem[]> = {
  'modern-workplace': [
    { label: 'Windows 11 Migration', href: paths.windowsMigration() },
    { label: 'Microsoft 365 Consultants', href: paths.servicePage('modern-workplace/microsoft-365-consultants') },
    { label: 'Workplace Solutions', href: paths.servicePage('modern-workplace/workplace-solutions') },
    { label: 'Microsoft Copilot', href: paths.servicePage('modern-workplace/copilot') },
    { label: 'Cloud Security', href: paths.servicePage('modern-workplace/cloud-security') },
    { label: 'Microsoft Teams', href: paths.servicePage('modern-workplace/teams') },
    { label: 'Microsoft Intune', href: paths.servicePage('modern-workplace/intune') },
  ],
  'azure-cloud': [
    { label: 'Azure Consultants', href: paths.servicePage('azure-cloud/consultants') },
    { label: 'Azure Stack HCI', href: paths.servicePage('azure-cloud/stack-hci') },
    { label: 'Azure Site Recovery', href: paths.servicePage('azure-cloud/site-recovery') },
    { label: 'Azure Platform', href: paths.servicePage('azure-cloud/platform') },
    { label: 'Microsoft Sentinel on Azure', href: paths.servicePage('azure-cloud/sentinel') },
    { label: 'Hybrid Cloud', href: paths.servicePage('azure-cloud/hybrid') },
  ],
  'security-compliance': [
    { label: 'Microsoft Purview', href: paths.servicePage('security/purview') },
    { label: 'Microsoft Defender', href: paths.servicePage('security/defender') },
    { label: 'Cloud Security', href: paths.servicePage('security/cloud-security') },
    { label: 'Managed Detection & Response', href: paths.servicePage('security/mdr') },
    { label: 'Microsoft Sentinel', href: paths.servicePage('security/sentinel') },
  ],
  'azure-devops': [
    { label: 'DevOps Consultants', href: paths.servicePage('azure-devops/consultants') },
    { label: 'Azure Test Plans', href: paths.servicePage('azure-devops/test-plans') },
    { label: 'Azure Pipelines', href: paths.servicePage('azure-devops/pipelines') },
    { label: 'Azure Artifacts', href: paths.servicePage('azure-devops/artifacts') },
  ],
  'power-platform': [
    { label: 'Power Apps', href: paths.servicePage('power-platform/power-apps') },
    { label: 'Power Automate', href: paths.servicePage('power-platform/power-automate') },
    { label: 'Power BI', href: paths.servicePage('power-platform/power-bi') },
    { label: 'Power Virtual Agents', href: paths.servicePage('power-platform/virtual-agents') },
  ],
  sdwan: [
    { label: 'Fortinet SD-WAN', href: paths.servicePage('sdwan/fortinet') },
    { label: 'SD-WAN Solutions', href: paths.servicePage('sdwan/solutions') },
  ],
  'professional-services': [
    { label: 'IT Consultants', href: paths.servicePage('professional-services/it-consultants') },
    { label: 'Project Services', href: paths.servicePage('professional-services/project-services') },
    { label: 'IT Strategy', href: paths.servicePage('professional-services/strategy') },
    { label: 'Salesforce CRM', href: paths.salesforce() },
    { label: 'CIO as a Service', href: paths.servicePage('professional-services/cio-as-service') },
  ],
  'managed-services': [
    { label: 'IT Helpdesk', href: paths.servicePage('managed-services/helpdesk') },
    { label: 'Managed IT', href: paths.servicePage('managed-services/it') },
    { label: 'Digital Transformation', href: paths.servicePage('managed-services/digital-transformation') },
    { label: 'Cyber Security', href: paths.servicePage('managed-services/cyber-security') },
  ],
};

export const SERVICE_MENU: ServiceMenuGroup[] = SERVICE_GROUPS.map((group) => ({
  group,
  label: SERVICE_GROUP_LABELS[group],
  href: paths.serviceGroup(group),
  pages: SERVICE_GROUP_PAGES[group],
}));

export const INSIGHTS_MENU: InsightsMenuItem[] = [
  {
    label: 'Blogs',
    href: paths.blogs(),
    description: 'Regular posts on industry trends, technology updates and best practices.',
  },
  {
    label: 'Case Studies',
    href: paths.caseStudies(),
    description: 'Past projects and how they helped our customers grow.',
  },
];

export const INDUSTRY_LABELS: Record<Industry, string> = {
  ecommerce: 'eCommerce',
  construction: 'Construction',
  healthcare: 'Healthcare',
  'financial-services': 'Financial Services',
  'not-for-profit': 'Not-for-Profit',
  'media-communications': 'Media & Communications',
  'software-saas': 'Software & SaaS',
  retail: 'Retail',
};

export const FOOTER_INDUSTRIES: string[] = INDUSTRIES.map((industry) => INDUSTRY_LABELS[industry]);

export const FOOTER_COMPANY_LINKS: NavLinkItem[] = [
  { label: 'About Us', href: paths.about() },
  { label: 'Insights', href: paths.blogs() },
  { label: 'Case Studies', href: paths.caseStudies() },
  { label: 'Contact Us', href: paths.contact() },
];
