import { StrictMode, startTransition } from 'react';
import type { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app-routes';
import { DOCUMENT_DATA_ID, Document, type DocumentData } from './document';
import { readBrowserRuntimeConfig, type RuntimeConfig } from '../config/runtime-config';
import { SiteConfigProvider } from '../config/site-config-context';

export { preloadRoute } from './routes';

function App({ config }: { config: RuntimeConfig }) {
  return (
    <SiteConfigProvider initial={config}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </SiteConfigProvider>
  );
}

/** The app alone, for the SPA shell's #root; without the page's values, those /config.js set. */
export function appElement(config = readBrowserRuntimeConfig()) {
  return (
    <StrictMode>
      <App config={config} />
    </StrictMode>
  );
}

/**
 * Hydrates the whole document as the server rendered it. As a transition, hydration yields to the
 * browser every few milliseconds instead of being one long task.
 */
export function hydrateDocument(hydrate: typeof hydrateRoot, data: DocumentData): void {
  startTransition(() => {
    hydrate(
      document,
      <StrictMode>
        <Document data={data}>
          <App config={data.config} />
        </Document>
      </StrictMode>,
    );
  });
}

/** What the server rendered the document with (see Document). */
export function readDocumentData(): DocumentData | undefined {
  const json = document.getElementById(DOCUMENT_DATA_ID)?.textContent;
  return json ? (JSON.parse(json) as DocumentData) : undefined;
}
