import type { RuntimeConfig } from '../../config/runtime-config';

/** Local machines and the development domain (dev.*) use the development site key. */
export function isDevelopmentHost(hostname: string): boolean {
  return ['localhost', '127.0.0.1', '[::1]', '::1'].includes(hostname) || hostname.startsWith('dev.');
}

export function captchaSiteKey(config: RuntimeConfig, hostname: string): string {
  return isDevelopmentHost(hostname) ? config.HCAPTCHA_DEV_SITE_KEY : config.HCAPTCHA_SITE_KEY;
}
