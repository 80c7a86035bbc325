import { StrictMode } from 'react';
import { createBrowserRouter, redirectDocument, RouterProvider, type RouteObject } from 'react-router-dom';
import type { RuntimeConfig } from '../../config/runtime-config';
import { SiteConfigProvider } from '../../config/site-config-context';
import { RootLayout } from '../root-layout';
import { staffRoutes } from './staff-routes';

/**
 * Any address outside the staff area (the site's pages, the login page) is another document: the public
 * site's own app serves it, prerendered.
 */
const leaveStaffArea: RouteObject = {
  path: '*',
  loader: ({ request }) => {
    const { pathname, search } = new URL(request.url);
    return redirectDocument(`${pathname}${search}`);
  },
};

/** The staff area's routes, inside the site's layout (header, footer). */
export const staffAppRoutes: RouteObject[] = [{ element: <RootLayout />, children: [...staffRoutes, leaveStaffArea] }];

/** The staff area's app: its own data router, so each screen's data is fetched beside its code. */
export function staffAppElement(config: RuntimeConfig) {
  const router = createBrowserRouter(staffAppRoutes);
  return (
    <StrictMode>
      <SiteConfigProvider initial={config}>
        <RouterProvider router={router} />
      </SiteConfigProvider>
    </StrictMode>
  );
}
