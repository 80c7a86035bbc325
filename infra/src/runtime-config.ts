/**
 * The settings the SPA reads at run time from /config.js, so one build serves every environment.
 * nginx/templates/default.conf.template writes the same keys; tests compare the two.
 */
export const RUNTIME_CONFIG_KEYS = [
  'EMAILJS_PUBLIC_KEY',
  'EMAILJS_SERVICE_ID',
  'EMAILJS_TEMPLATE_ID',
  'EMAILJS_CONTACT_TEMPLATE_ID',
  'HCAPTCHA_SITE_KEY',
  'HCAPTCHA_DEV_SITE_KEY',
  'SITE_PHONE',
  'SITE_EMAIL',
  'SITE_URL',
  'SITE_NAME',
] as const;

export type RuntimeConfigKey = (typeof RUNTIME_CONFIG_KEYS)[number];

export function runtimeConfigScript(env: NodeJS.ProcessEnv): string {
  const values = Object.fromEntries(RUNTIME_CONFIG_KEYS.map((key) => [key, env[key] ?? '']));
  return `window.__APP_CONFIG__ = ${JSON.stringify(values)};\n`;
}
