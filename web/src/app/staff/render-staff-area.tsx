import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type Location } from 'react-router-dom';
import { parseRuntimeConfig } from '../../config/runtime-config';
import { SiteConfigProvider } from '../../config/site-config-context';
import { staffRoutes } from './staff-routes';

/** Renders the staff area's routes in their data router, opened at `path`, beside a stand-in login page. */
export function renderStaffArea(path: string) {
  const router = createMemoryRouter([...staffRoutes, { path: '/login', element: <p>The login page</p> }], { initialEntries: [path] });
  render(
    <SiteConfigProvider initial={parseRuntimeConfig({})}>
      <RouterProvider router={router} />
    </SiteConfigProvider>,
  );
  return {
    /** Where the router is now. */
    get location(): Location {
      return router.state.location;
    },
  };
}
