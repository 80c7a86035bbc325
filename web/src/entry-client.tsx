import './styles/index.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app/app-routes';
import { preloadRoute } from './app/routes';
import { parseRuntimeConfig, readBrowserRuntimeConfig } from './config/runtime-config';
import { SiteConfigProvider } from './config/site-config-context';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const prerenderConfig = document.getElementById('prerender-config')?.textContent;
const initialConfig = prerenderConfig ? parseRuntimeConfig(JSON.parse(prerenderConfig)) : readBrowserRuntimeConfig();

const app = (
  <StrictMode>
    <SiteConfigProvider initial={initialConfig}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </SiteConfigProvider>
  </StrictMode>
);

/** The prerender's head tags: React renders its own from <PageMeta> and would otherwise leave these beside them. */
const PRERENDERED_HEAD_TAGS =
  'title, meta[name="description"], meta[name="robots"], link[rel="canonical"], meta[property^="og:"], meta[name^="twitter:"]';

async function start(root: HTMLElement): Promise<void> {
  if (!root.hasChildNodes()) {
    createRoot(root).render(app);
    return;
  }
  await preloadRoute(window.location.pathname).catch((error: unknown) => console.error('Could not preload the page', error));
  document.head.querySelectorAll(PRERENDERED_HEAD_TAGS).forEach((element) => element.remove());
  // As a transition, hydration yields to the browser every few milliseconds instead of one long task.
  startTransition(() => {
    hydrateRoot(root, app);
  });
}

void start(container);
