import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { staffRoutes } from './staff-routes';
import { parseRuntimeConfig } from '../../config/runtime-config';
import { SiteConfigProvider } from '../../config/site-config-context';
import { StructuredDataProvider } from '../../lib/structured-data';

/** Renders the staff area as the app does (its data router, with the site layout around it), opened at `path`. */
export function renderStaffArea(path: string) {
  window.__APP_CONFIG__ = {};
  const router = createMemoryRouter(staffRoutes, { initialEntries: [path] });
  render(
    <StructuredDataProvider initial={undefined}>
      <SiteConfigProvider initial={parseRuntimeConfig({})}>
        <RouterProvider router={router} />
      </SiteConfigProvider>
    </StructuredDataProvider>,
  );
  return router;
}
