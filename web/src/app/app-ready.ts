/**
 * How the page loader learns that the app it imported is ready: RootLayout marks the document
 * `data-hydrated="true"` once the page responds to the visitor, and the app entry sends APP_START_FAILED
 * if it could not start.
 */
export const APP_START_FAILED = 'app-start-failed';

/** Sent by the app just before React takes the page over, when its parts stop working as plain HTML. */
export const APP_HYDRATING = 'app-hydrating';

/** How long the page loader waits for the app before it stops holding presses (they would never be repeated). */
const READY_WAIT_MS = 20_000;

/** Resolves true once the app is ready, false if it failed to start or is not ready after READY_WAIT_MS. */
export function whenAppReady(): Promise<boolean> {
  const root = document.documentElement;
  return new Promise((resolve) => {
    if (root.dataset.hydrated === 'true') return resolve(true);
    const observer = new MutationObserver(() => {
      if (root.dataset.hydrated === 'true') settle(true);
    });
    const failed = () => settle(false);
    const timeout = setTimeout(failed, READY_WAIT_MS);
    function settle(ready: boolean) {
      clearTimeout(timeout);
      observer.disconnect();
      document.removeEventListener(APP_START_FAILED, failed);
      resolve(ready);
    }
    observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
    document.addEventListener(APP_START_FAILED, failed);
  });
}
