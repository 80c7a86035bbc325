import { APP_HYDRATING, whenAppReady } from './app/app-ready';
import { holdEarlyActivations } from './app/early-activations';
import { DOCUMENT_DATA_ID } from './app/document-data-id';
import { loadRuntimeConfigScript } from './config/runtime-config-script';

/**
 * The page's only script tag, kept tiny and importing nothing of the app: the prerendered page paints
 * (hero image and all) with no script competing for the connection, and then the app is fetched and
 * hydrates it. A visitor who reaches for the page before that starts the app at once, and a button
 * pressed before it is ready is pressed again once it is.
 */
const activations = holdEarlyActivations();
const prerendered = document.getElementById('root')?.hasChildNodes() ?? false;

let started = false;
function start(): void {
  if (started) return;
  started = true;
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

/** The longest the app waits after the load event for the first paint (which a background tab never makes). */
const PAINT_WAIT_MS = 3000;

/**
 * Calls `then` once the page has loaded and its first contentful paint has reached the screen: the load
 * event alone can come before the first frame, and the app's scripts would then delay it.
 */
function whenPainted(then: () => void): void {
  const afterLoad = () => {
    const timeout = setTimeout(then, PAINT_WAIT_MS);
    afterFirstContentfulPaint(() =>
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          clearTimeout(timeout);
          setTimeout(then, 0);
        }),
      ),
    );
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

function afterFirstContentfulPaint(then: () => void): void {
  if (!PerformanceObserver.supportedEntryTypes.includes('paint')) return then();
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type: 'paint', buffered: true });
}

if (prerendered) {
  activations.onFirst(start);
  whenPainted(start);
} else {
  // The SPA shell (pages rendered only in the browser, such as /login) shows nothing until the app runs.
  start();
}
