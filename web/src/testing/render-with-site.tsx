import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { parseRuntimeConfig, type RuntimeConfig } from '../config/runtime-config';
import { SiteConfigProvider } from '../config/site-config-context';
import { StructuredDataProvider } from '../lib/structured-data';

/**
 * Renders `ui` as the app does: with the site configuration and a router at `path` (a data router, as the
 * staff area's: `ui` may hold routes of its own beneath it).
 */
export function renderWithSite(
  ui: ReactElement,
  { config = {}, path = '/', before = [] }: { config?: Partial<RuntimeConfig>; path?: string; before?: string[] } = {},
) {
  window.__APP_CONFIG__ = config;
  /** `before`: addresses already in the history, so Back has somewhere to go. */
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [...before, path] });
  const rendered = render(
    <StructuredDataProvider initial={undefined}>
      <SiteConfigProvider initial={parseRuntimeConfig(config)}>
        <RouterProvider router={router} />
      </SiteConfigProvider>
    </StructuredDataProvider>,
  );
  return { ...rendered, router };
}
