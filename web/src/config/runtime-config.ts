/**
 * Settings that reach the SPA at run time through /config.js (written by nginx, or by the local
 * gateway, from the environment), so one build serves every environment.
 */
export interface RuntimeConfig {
  EMAILJS_PUBLIC_KEY: string;
  EMAILJS_SERVICE_ID: string;
  EMAILJS_TEMPLATE_ID: string;
  EMAILJS_CONTACT_TEMPLATE_ID: string;
  HCAPTCHA_SITE_KEY: string;
  HCAPTCHA_DEV_SITE_KEY: string;
  SITE_PHONE: string;
  SITE_EMAIL: string;
  SITE_URL: string;
  SITE_NAME: string;
}

declare global {
  interface Window {
    __APP_CONFIG__?: Partial<RuntimeConfig>;
  }
}

/** What the site shows when a value is not configured; the e-mail and captcha keys have no default. */
export const CONFIG_DEFAULTS: RuntimeConfig = {
  EMAILJS_PUBLIC_KEY: '',
  EMAILJS_SERVICE_ID: '',
  EMAILJS_TEMPLATE_ID: '',
  EMAILJS_CONTACT_TEMPLATE_ID: '',
  HCAPTCHA_SITE_KEY: '',
  HCAPTCHA_DEV_SITE_KEY: '',
  SITE_PHONE: '1300 000 000',
  SITE_EMAIL: 'info@example.com.au',
  SITE_URL: 'http://localhost:8080',
  SITE_NAME: 'Northgate IT Solutions',
};

const KEYS = Object.keys(CONFIG_DEFAULTS) as Array<keyof RuntimeConfig>;

/** Merges provided values over the defaults; blank values fall back, unknown keys are ignored. */
export function parseRuntimeConfig(source: Partial<Record<string, unknown>> | undefined): RuntimeConfig {
  const config = { ...CONFIG_DEFAULTS };
  for (const key of KEYS) {
    const value = source?.[key];
    if (typeof value === 'string' && value.trim() !== '') config[key] = value.trim();
  }
  config.SITE_URL = config.SITE_URL.replace(/\/+$/, '');
  return config;
}

export function readBrowserRuntimeConfig(): RuntimeConfig {
  return parseRuntimeConfig(typeof window === 'undefined' ? undefined : window.__APP_CONFIG__);
}
