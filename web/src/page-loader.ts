import { APP_HYDRATING, whenAppReady } from './app/app-ready';
import { holdEarlyActivations } from './app/early-activations';
import { DOCUMENT_DATA_ID } from './app/document-data-id';
import { loadRuntimeConfigScript } from './config/runtime-config-script';

/**
 * The page loader, added by the page bootstrap (page-bootstrap/) once the page has painted or the
 * visitor reaches for it; kept tiny and importing nothing of the app. It fetches the run-time settings
 * and the app, which hydrates the page; a button pressed before the app is ready is pressed again once
 * it is.
 */
const activations = holdEarlyActivations(window.pageBootstrap?.takeHeld());

function start(): void {
  document.addEventListener(APP_HYDRATING, activations.holdLinks, { once: true });
  loadRuntimeConfigScript();
  Promise.resolve()
    .then(() => import(/* @vite-ignore */ appEntryUrl()))
    .then(whenAppReady)
    .then((ready) => (ready ? activations.replay() : activations.release()))
    .catch((error: unknown) => {
      activations.release();
      console.error('The page could not start', error);
    });
}

/** The app entry's built file, named in the document data (see DocumentAssets.app). */
function appEntryUrl(): string {
  const data = document.getElementById(DOCUMENT_DATA_ID)?.textContent;
  const url = data ? (JSON.parse(data) as { assets?: { app?: string } }).assets?.app : undefined;
  if (!url) throw new Error('The page names no app entry');
  return url;
}

start();
