import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { parseRuntimeConfig, type RuntimeConfig } from '../config/runtime-config';
import { SiteConfigProvider } from '../config/site-config-context';
import { StructuredDataProvider } from '../lib/structured-data';

/** Renders `ui` as the app does: with the site configuration and a router at `path`. */
export function renderWithSite(ui: ReactElement, { config = {}, path = '/' }: { config?: Partial<RuntimeConfig>; path?: string } = {}) {
  window.__APP_CONFIG__ = config;
  return render(
    <StructuredDataProvider initial={undefined}>
      <SiteConfigProvider initial={parseRuntimeConfig(config)}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </SiteConfigProvider>
    </StructuredDataProvider>,
  );
}
