import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app-routes';
import { DOCUMENT_DATA_ID, Document, type DocumentData } from './document';
import { preloadRoute } from './routes';
import { readBrowserRuntimeConfig, type RuntimeConfig } from '../config/runtime-config';
import { SiteConfigProvider } from '../config/site-config-context';

function App({ config }: { config: RuntimeConfig }) {
  return (
    <SiteConfigProvider initial={config}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </SiteConfigProvider>
  );
}

/** Renders the app, or hydrates the prerendered page (RootLayout marks the document once it has). */
export async function startApp(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const data = readDocumentData();
  if (!data || !container.hasChildNodes()) {
    // The SPA shell (pages rendered only in the browser, such as /login): nothing to hydrate. Its
    // placeholder title goes, or the page would have two once the app renders its own.
    document.querySelector('title[data-shell-title]')?.remove();
    createRoot(container).render(
      <StrictMode>
        <App config={data?.config ?? readBrowserRuntimeConfig()} />
      </StrictMode>,
    );
    return;
  }
  await preloadRoute(window.location.pathname);
  // As a transition, hydration yields to the browser every few milliseconds instead of one long task.
  startTransition(() => {
    hydrateRoot(
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
function readDocumentData(): DocumentData | undefined {
  const json = document.getElementById(DOCUMENT_DATA_ID)?.textContent;
  return json ? (JSON.parse(json) as DocumentData) : undefined;
}
