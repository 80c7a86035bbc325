import { RUNTIME_CONFIG_SCRIPT_ID } from './runtime-config-script';

/**
 * Whether window.__APP_CONFIG__ is as final as it gets: /config.js has run, or failed, or was never
 * added (then nothing will set it). The app may start before /config.js arrives. Browser only.
 */
export function runtimeConfigLoaded(): boolean {
  if (window.__APP_CONFIG__ !== undefined) return true;
  const script = document.getElementById(RUNTIME_CONFIG_SCRIPT_ID);
  return !script || script.dataset.state !== undefined;
}

/** Resolves once runtimeConfigLoaded() is true. */
export function waitForRuntimeConfig(): Promise<void> {
  const script = document.getElementById(RUNTIME_CONFIG_SCRIPT_ID);
  if (runtimeConfigLoaded() || !script) return Promise.resolve();
  return new Promise((resolve) => {
    const settled = () => resolve();
    script.addEventListener('load', settled, { once: true });
    script.addEventListener('error', settled, { once: true });
  });
}
