import { matchRoutes, type RouteObject } from 'react-router-dom';
import {
  CONSULTANT_PAGES,
  INDUSTRIES,
  SERVICE_ALIASES,
  type ServiceAlias,
  paths,
  type ConsultantPage,
} from '../config/paths';
import type { ConsultantPageContent } from '../content/types';
import type { IndustryPageContent } from '../features/industries/industry-content';
import type { ServiceGroupContent } from '../features/services/service-group/service-group-content';
import { contentLoader, lazyPage, lazyTemplatePage, preloadElement } from './lazy-page';
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
const LoginPage = lazyPage(() => import('../features/auth/components/login-page'));
const AdminRoute = lazyPage(() => import('./routes/admin-route'));
const NotFoundPage = lazyPage(() => import('../components/layout/not-found-page'));

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
  return { path, element: <Page /> };
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: paths.home(), element: <HomePage /> },
      { path: paths.about(), element: <AboutPage /> },
      { path: paths.services(), element: <ServicesOverviewPage /> },
      { path: paths.serviceGroup('professional-services'), element: <ProfessionalServicesPage /> },
      { path: paths.serviceGroup('managed-services'), element: <ManagedServicesPage /> },
      ...TEMPLATED_GROUPS.map((group) => {
        const Page = lazyTemplatePage(
          loadServiceGroupTemplate,
          contentLoader(serviceGroupContent, '../content/service-groups', group),
          paths.serviceGroup(group),
        );
        return { path: paths.serviceGroup(group), element: <Page /> };
      }),
      { path: paths.windowsMigration(), element: <WindowsMigrationPage /> },
      { path: paths.salesforce(), element: <SalesforcePage /> },
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
        return { path: paths.industry(industry), element: <Page /> };
      }),
      { path: paths.blogs(), element: <BlogListPage /> },
      { path: paths.caseStudies(), element: <CaseStudyListPage /> },
      { path: '/blogs/:slug', element: <BlogPostPage /> },
      { path: '/case-studies/:slug', element: <CaseStudyPage /> },
      { path: paths.contact(), element: <ContactPage /> },
      { path: paths.contactAlias(), element: <ContactPage /> },
      { path: paths.login(), element: <LoginPage /> },
      { path: paths.admin(), element: <AdminRoute /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** Loads the page chunks the route at `pathname` renders, so hydration can start with everything in place. */
export function preloadRoute(pathname: string): Promise<unknown> {
  return Promise.all((matchRoutes(routes, pathname) ?? []).map((match) => preloadElement(match.route.element)));
}
