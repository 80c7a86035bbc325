/**
 * /config.js, the run-time settings, is added by the page loader rather than linked in the HTML, so
 * that nothing but the page itself is fetched before the first paint. Its element records when it has
 * run or failed. Browser only.
 */
export const RUNTIME_CONFIG_SCRIPT_ID = 'runtime-config';

type ScriptState = 'loaded' | 'failed';

/** Adds the /config.js script once; a script added this way runs as soon as it arrives. */
export function loadRuntimeConfigScript(): void {
  if (document.getElementById(RUNTIME_CONFIG_SCRIPT_ID)) return;
  const script = document.createElement('script');
  script.id = RUNTIME_CONFIG_SCRIPT_ID;
  script.src = '/config.js';
  const settle = (state: ScriptState) => () => (script.dataset.state = state);
  script.addEventListener('load', settle('loaded'), { once: true });
  script.addEventListener('error', settle('failed'), { once: true });
  document.head.append(script);
}
