/** Every route of the site, once. Links use these, never literal strings. */
import { CONFIRM_EMAIL_PATH, reviewPath, STAFF_EDITOR_PATH } from '@site/contracts';

export const SERVICE_GROUPS = [
  'modern-workplace',
  'azure-cloud',
  'security-compliance',
  'azure-devops',
  'power-platform',
  'sdwan',
  'professional-services',
  'managed-services',
] as const;
export type ServiceGroup = (typeof SERVICE_GROUPS)[number];

export const INDUSTRIES = [
  'ecommerce',
  'construction',
  'healthcare',
  'financial-services',
  'not-for-profit',
  'media-communications',
  'software-saas',
  'retail',
] as const;
export type Industry = (typeof INDUSTRIES)[number];

/**
 * Sub-pages that use the consultant/product template, keyed by their path under /services/.
 * The key is also the name of the content module in content/consultant-pages/ (slashes become "--").
 */
export const CONSULTANT_PAGES = [
  'modern-workplace/microsoft-365-consultants',
  'modern-workplace/workplace-solutions',
  'modern-workplace/copilot',
  'modern-workplace/cloud-security',
  'modern-workplace/teams',
  'modern-workplace/intune',
  'azure-cloud/consultants',
  'azure-cloud/stack-hci',
  'azure-cloud/site-recovery',
  'azure-cloud/platform',
  'azure-cloud/sentinel',
  'azure-cloud/hybrid',
  'security/purview',
  'security/defender',
  'security/cloud-security',
  'security/mdr',
  'security/sentinel',
  'azure-devops/consultants',
  'azure-devops/test-plans',
  'azure-devops/pipelines',
  'azure-devops/artifacts',
  'power-platform/power-apps',
  'power-platform/power-automate',
  'power-platform/power-bi',
  'power-platform/virtual-agents',
  'sdwan/fortinet',
  'sdwan/solutions',
  'professional-services/it-consultants',
  'professional-services/project-services',
  'professional-services/strategy',
  'professional-services/cio-as-service',
  'managed-services/helpdesk',
  'managed-services/it',
  'managed-services/digital-transformation',
  'managed-services/cyber-security',
  'managed-services/support',
] as const;
export type ConsultantPage = (typeof CONSULTANT_PAGES)[number];

/**
 * The Managed Services overview links two offerings to names that differ from the registered pages.
 * Both readings are kept: these paths show the matching page, whose canonical URL stays the registered one.
 */
export const SERVICE_ALIASES = {
  'managed-services/sdwan': 'sdwan/solutions',
  'managed-services/cybersecurity': 'managed-services/cyber-security',
} as const satisfies Record<string, ConsultantPage>;
export type ServiceAlias = keyof typeof SERVICE_ALIASES;

/** Where the staff area's screens live: the editor and the screens the product added beside it. */
export const STAFF_AREA = '/admin';

/**
 * The staff screens the product added beside the spec's editor, each at /admin/{screen}. They were tabs of the
 * editor at its address with ?tab={screen}; those addresses (bookmarks, e-mails) redirect here.
 */
export const STAFF_SCREENS = ['enquiries', 'leads', 'media', 'trash', 'users', 'activity', 'publishing', 'profile'] as const;
export type StaffScreen = (typeof STAFF_SCREENS)[number];

export const paths = {
  home: () => '/',
  about: () => '/about',
  services: () => '/services',
  serviceGroup: (group: ServiceGroup) => `/services/${group}`,
  servicePage: (page: ConsultantPage | ServiceAlias) => `/services/${page}`,
  windowsMigration: () => '/services/modern-workplace/windows-migration',
  salesforce: () => '/services/professional-services/salesforce-crm',
  industry: (industry: Industry) => `/industries/${industry}`,
  blogs: () => '/insights/blogs',
  caseStudies: () => '/insights/case-studies',
  blogPost: (slug: string) => `/blogs/${encodeURIComponent(slug)}`,
  caseStudy: (slug: string) => `/case-studies/${encodeURIComponent(slug)}`,
  /** A draft shared for review (issue 35); rendered by the content service only, never prerendered or listed. */
  review: (token: string) => reviewPath(token),
  contact: () => '/contact-us',
  contactAlias: () => '/contact',
  login: () => '/login',
  /** The spec's admin editor (Basic Info / Edit Content and Manage Content). */
  admin: () => STAFF_EDITOR_PATH,
  /** The staff area's other screens, each under the staff layout beside the editor. */
  staffScreen: (screen: StaffScreen) => `${STAFF_AREA}/${screen}`,
  /** Accepting an invitation; the invitation's token follows in the fragment (#token). */
  invitation: () => '/invitation',
  /** Choosing a new password from a reset link; its token follows in the fragment. */
  resetPassword: () => '/reset-password',
  /** Confirming a new e-mail address from the link sent to it; its token follows in the fragment. */
  confirmEmail: () => CONFIRM_EMAIL_PATH,
} as const;

/** Public routes known at build time: prerendered, and listed in sitemap.xml. */
export function staticPublicPaths(): string[] {
  return [
    paths.home(),
    paths.about(),
    paths.services(),
    ...SERVICE_GROUPS.map(paths.serviceGroup),
    paths.windowsMigration(),
    paths.salesforce(),
    ...CONSULTANT_PAGES.map(paths.servicePage),
    ...INDUSTRIES.map(paths.industry),
    paths.blogs(),
    paths.caseStudies(),
    paths.contact(),
  ];
}

/** Alias routes: prerendered, but not in the sitemap (their canonical is another page). */
export function aliasPaths(): string[] {
  return [paths.contactAlias(), ...Object.keys(SERVICE_ALIASES).map((alias) => paths.servicePage(alias as ServiceAlias))];
}

/** Every address of the staff area (behind its sign-in): the editor, then the screens beside it. */
export function staffAreaPaths(): string[] {
  return [paths.admin(), ...STAFF_SCREENS.map(paths.staffScreen)];
}

/** Staff pages that need no token: prerendered (each page is its HTML before any script runs), but noindex and not in the sitemap. */
export function staffPublicPaths(): string[] {
  return [paths.login(), paths.invitation(), paths.resetPassword(), paths.confirmEmail()];
}
