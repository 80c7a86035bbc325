/**
 * /config.js is a deferred script so that it never holds up the first paint, and the app's module script
 * (async) may run before it. Deferred scripts have all run, or failed, by the time DOMContentLoaded fires,
 * so from then on window.__APP_CONFIG__ is final: set by /config.js, or missing when it failed to load.
 * Browser only.
 */
let loaded = false;
let whenLoaded: Promise<void> | undefined;

/** Whether /config.js has run or failed, so window.__APP_CONFIG__ is as final as it gets. */
export function runtimeConfigLoaded(): boolean {
  loaded ||= window.__APP_CONFIG__ !== undefined || document.readyState === 'complete' || domContentLoadedFired();
  return loaded;
}

/** Resolves once runtimeConfigLoaded() is true. */
export function waitForRuntimeConfig(): Promise<void> {
  whenLoaded ??= runtimeConfigLoaded()
    ? Promise.resolve()
    : new Promise((resolve) => {
        document.addEventListener(
          'DOMContentLoaded',
          () => {
            loaded = true;
            resolve();
          },
          { once: true },
        );
      });
  return whenLoaded;
}

/** readyState is "interactive" both before and after DOMContentLoaded; the navigation timing tells them apart. */
function domContentLoadedFired(): boolean {
  const [navigation] = performance.getEntriesByType('navigation') as Array<PerformanceNavigationTiming | undefined>;
  return (navigation?.domContentLoadedEventStart ?? 0) > 0;
}
