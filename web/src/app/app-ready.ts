/**
 * How the page loader learns that the app it imported is ready: RootLayout marks the document
 * `data-hydrated="true"` once the page responds to the visitor, and the app entry sends APP_START_FAILED
 * if it could not start.
 */
export const APP_START_FAILED = 'app-start-failed';

/** Resolves true once the app is ready, false if it failed to start. */
export function whenAppReady(): Promise<boolean> {
  const root = document.documentElement;
  return new Promise((resolve) => {
    if (root.dataset.hydrated === 'true') return resolve(true);
    const observer = new MutationObserver(() => {
      if (root.dataset.hydrated === 'true') settle(true);
    });
    const failed = () => settle(false);
    function settle(ready: boolean) {
      observer.disconnect();
      document.removeEventListener(APP_START_FAILED, failed);
      resolve(ready);
    }
    observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
    document.addEventListener(APP_START_FAILED, failed);
  });
}
