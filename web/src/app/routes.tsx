import { matchRoutes, type RouteObject } from 'react-router-dom';
import {
  CONSULTANT_PAGES,
  INDUSTRIES,
  SERVICE_ALIASES,
  type ServiceAlias,
  paths,
  staffAreaPaths,
  type ConsultantPage,
} from '../config/paths';
import type { IndustryPageContent } from '../content/page-types/industry-page';
import type { ServiceGroupContent } from '../content/page-types/service-group-page';
import type { ConsultantPageContent } from '../content/types';
import { contentLoader, lazyPage, lazyTemplatePage, type PreloadablePage } from './lazy-page';
import { RootLayout } from './root-layout';

const HomePage = lazyPage(() => import('../features/home/home-page'));
const AboutPage = lazyPage(() => import('../features/about/about-page'));
const ServicesOverviewPage = lazyPage(() => import('../features/services/services-overview/services-overview-page'));
const ProfessionalServicesPage = lazyPage(() => import('../features/services/professional-services/professional-services-page'));
const ManagedServicesPage = lazyPage(() => import('../features/services/managed-services/managed-services-page'));
const WindowsMigrationPage = lazyPage(() => import('../features/services/windows-migration/windows-migration-page'));
const SalesforcePage = lazyPage(() => import('../features/services/salesforce/salesforce-page'));
const ContactPage = lazyPage(() => import('./routes/contact-route'));
const BlogListPage = lazyPage(() => import('./routes/blog-list-route'));
const CaseStudyListPage = lazyPage(() => import('./routes/case-study-list-route'));
const BlogPostPage = lazyPage(() => import('./routes/blog-post-route'));
const CaseStudyPage = lazyPage(() => import('./routes/case-study-route'));
const ReviewPage = lazyPage(() => import('./routes/review-route'));
const LoginPage = lazyPage(() => import('./routes/login-route'));
const InvitationPage = lazyPage(() => import('../features/auth/components/invitation-page'));
const ResetPasswordPage = lazyPage(() => import('../features/auth/components/reset-password-page'));
const ConfirmEmailPage = lazyPage(() => import('../features/auth/components/confirm-email-page'));
const NotFoundPage = lazyPage(() => import('../components/layout/not-found-page'));
const StaffAreaDoor = lazyPage(() => import('./routes/staff-area-door'));

const consultantContent = import.meta.glob<{ default: ConsultantPageContent }>('../content/consultant-pages/*.ts');
const industryContent = import.meta.glob<{ default: IndustryPageContent }>('../content/industries/*.ts');
const serviceGroupContent = import.meta.glob<{ default: ServiceGroupContent }>('../content/service-groups/*.ts');

const loadConsultantTemplate = () => import('../features/services/consultant/consultant-template').then((m) => m.ConsultantTemplate);
const loadIndustryTemplate = () => import('../features/industries/industry-template').then((m) => m.IndustryTemplate);
const loadServiceGroupTemplate = () =>
  import('../features/services/service-group/service-group-template').then((m) => m.ServiceGroupTemplate);

/** The six group landing pages that share one template; Professional and Managed Services have their own pages. */
const TEMPLATED_GROUPS = ['modern-workplace', 'azure-cloud', 'security-compliance', 'azure-devops', 'power-platform', 'sdwan'] as const;

const consultantModuleName = (page: ConsultantPage) => page.replace('/', '--');

function consultantRoute(page: ConsultantPage, path = paths.servicePage(page)): RouteObject {
  const canonicalPath = paths.servicePage(page);
  const Page = lazyTemplatePage(
    loadConsultantTemplate,
    contentLoader(consultantContent, '../content/consultant-pages', consultantModuleName(page)),
    canonicalPath,
  );
  return pageRoute(path, Page);
}

/** A route that renders `Page` and can load its chunks ahead of rendering (see preloadRoute). */
function pageRoute(path: string, Page: PreloadablePage): RouteObject {
  return { path, element: <Page />, handle: { preload: Page.preload } satisfies RouteHandle };
}

interface RouteHandle {
  preload: () => Promise<unknown>;
}

/** Every page is drawn inside the site's layout (header, footer). */
const layoutRoute = { element: <RootLayout /> } satisfies RouteObject;

export const routes: RouteObject[] = [
  {
    ...layoutRoute,
    children: [
      pageRoute(paths.home(), HomePage),
      pageRoute(paths.about(), AboutPage),
      pageRoute(paths.services(), ServicesOverviewPage),
      pageRoute(paths.serviceGroup('professional-services'), ProfessionalServicesPage),
      pageRoute(paths.serviceGroup('managed-services'), ManagedServicesPage),
      ...TEMPLATED_GROUPS.map((group) => {
        const Page = lazyTemplatePage(
          loadServiceGroupTemplate,
          contentLoader(serviceGroupContent, '../content/service-groups', group),
          paths.serviceGroup(group),
        );
        return pageRoute(paths.serviceGroup(group), Page);
      }),
      pageRoute(paths.windowsMigration(), WindowsMigrationPage),
      pageRoute(paths.salesforce(), SalesforcePage),
      ...CONSULTANT_PAGES.map((page) => consultantRoute(page)),
      ...(Object.entries(SERVICE_ALIASES) as Array<[ServiceAlias, ConsultantPage]>).map(([alias, page]) =>
        consultantRoute(page, paths.servicePage(alias)),
      ),
      ...INDUSTRIES.map((industry) => {
        const Page = lazyTemplatePage(
          loadIndustryTemplate,
          contentLoader(industryContent, '../content/industries', industry),
          paths.industry(industry),
        );
        return pageRoute(paths.industry(industry), Page);
      }),
      pageRoute(paths.blogs(), BlogListPage),
      pageRoute(paths.caseStudies(), CaseStudyListPage),
      pageRoute('/blogs/:slug', BlogPostPage),
      pageRoute('/case-studies/:slug', CaseStudyPage),
      pageRoute(paths.review(':token'), ReviewPage),
      pageRoute(paths.contact(), ContactPage),
      pageRoute(paths.contactAlias(), ContactPage),
      pageRoute(paths.login(), LoginPage),
      pageRoute(paths.invitation(), InvitationPage),
      pageRoute(paths.resetPassword(), ResetPasswordPage),
      pageRoute(paths.confirmEmail(), ConfirmEmailPage),
      // The staff area is an app of its own (entry-staff, staff/staff-routes); its addresses load that document.
      ...staffAreaPaths().map((path) => pageRoute(path, StaffAreaDoor)),
      pageRoute('*', NotFoundPage),
    ],
  },
];

/**
 * Loads the page chunks the route at `pathname` renders, so rendering and hydration start with
 * everything in place.
 */
export function preloadRoute(pathname: string): Promise<unknown> {
  const matches = matchRoutes(routesFor(pathname), pathname) ?? [];
  return Promise.all(matches.map((match) => (match.route.handle as RouteHandle | undefined)?.preload()));
}

const tablesByFixedPath = new Map<string, RouteObject[]>();
const tablesByFirstSegment = new Map<string, RouteObject[]>();

/**
 * The table to match `pathname` against: for a page with a fixed path, the layout with that page alone;
 * for any other path whose first segment some route starts with (/blogs/{slug}), the routes that start
 * with it and those that start with a parameter or `*`, as no other route can match; else the whole table.
 * Matching the whole table (React Router flattens and ranks every route on each match, and does so on
 * every render) was one of the longest steps of the app's start on a phone.
 */
export function routesFor(pathname: string): RouteObject[] {
  if (tablesByFixedPath.size === 0) indexRoutes();
  return tablesByFixedPath.get(pathname) ?? tablesByFirstSegment.get(firstSegment(pathname)) ?? routes;
}

function indexRoutes(): void {
  const pages = routes[0].children ?? [];
  const anySegment = pages.filter((page) => /^[:*]/.test(firstSegment(page.path ?? '')));
  const pagesByFirstSegment = new Map<string, RouteObject[]>();
  for (const page of pages) {
    const path = page.path ?? '';
    if (path && !/[:*]/.test(path)) tablesByFixedPath.set(path, [{ ...layoutRoute, children: [page] }]);
    const segment = firstSegment(path);
    if (segment && !/^[:*]/.test(segment)) pagesByFirstSegment.set(segment, [...(pagesByFirstSegment.get(segment) ?? []), page]);
  }
  for (const [segment, starting] of pagesByFirstSegment) {
    tablesByFirstSegment.set(segment, [{ ...layoutRoute, children: [...starting, ...anySegment] }]);
  }
}

function firstSegment(path: string): string {
  return path.split('/').find(Boolean) ?? '';
}
