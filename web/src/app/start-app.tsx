import { startTransition } from 'react';
import type { DocumentData } from './document';
import { DOCUMENT_DATA_ID } from './document-data-id';
import { readBrowserRuntimeConfig } from '../config/runtime-config';

/**
 * Renders the app, or hydrates the prerendered page (RootLayout marks the document once it has).
 * React DOM and the app are imported one after the other, each run in a task of its own, so starting
 * the app never holds the page in one long task.
 */
export async function startApp(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const data = readDocumentData();
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await nextTask();
  const { appElement, documentElement, preloadRoute } = await import('./app-elements');
  await nextTask();
  if (!data || !container.hasChildNodes()) {
    // The SPA shell (pages rendered only in the browser, such as /login): nothing to hydrate. Its
    // placeholder title goes, or the page would have two once the app renders its own.
    document.querySelector('title[data-shell-title]')?.remove();
    createRoot(container).render(appElement(data?.config ?? readBrowserRuntimeConfig()));
    return;
  }
  await preloadRoute(window.location.pathname);
  // As a transition, hydration yields to the browser every few milliseconds instead of one long task.
  startTransition(() => {
    hydrateRoot(document, documentElement(data));
  });
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** What the server rendered the document with (see Document). */
function readDocumentData(): DocumentData | undefined {
  const json = document.getElementById(DOCUMENT_DATA_ID)?.textContent;
  return json ? (JSON.parse(json) as DocumentData) : undefined;
}
