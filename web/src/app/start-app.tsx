import { APP_HYDRATING } from './app-ready';
import { rememberVisitAttribution } from '../lib/visit-attribution';

/**
 * Renders the app, or hydrates the prerendered page (RootLayout marks the document once it has).
 * React DOM and the app are imported one after the other, each run in a task of its own, so starting
 * the app never holds the page in one long task. Apart from those it imports one constant and the visit's
 * attribution (a few hundred bytes), so the app entry is one small file.
 */
export async function startApp(): Promise<void> {
  // First, while the address is still the one the visit landed on.
  rememberVisitAttribution();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const reactDom = await import('react-dom/client');
  await nextTask();
  const app = await import('./app-elements');
  await nextTask();
  const data = app.readDocumentData();
  if (!data || !container.hasChildNodes()) {
    // The SPA shell (pages rendered only in the browser, such as /login): nothing to hydrate. Its
    // placeholder title goes, or the page would have two once the app renders its own.
    document.querySelector('title[data-shell-title]')?.remove();
    reactDom.createRoot(container).render(app.appElement(data?.config));
    return;
  }
  await app.preloadRoute(window.location.pathname);
  document.dispatchEvent(new Event(APP_HYDRATING));
  app.hydrateDocument(reactDom.hydrateRoot, data);
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
