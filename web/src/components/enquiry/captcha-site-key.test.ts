import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from '../../config/runtime-config';
import { captchaSiteKey } from './captcha-site-key';

const config = parseRuntimeConfig({ HCAPTCHA_SITE_KEY: 'live-key', HCAPTCHA_DEV_SITE_KEY: 'dev-key' });

// Spec 7: "one key for localhost, {ip} and the product's development domain, another for every other host";
// README: the development key is used on localhost, 127.0.0.1 and dev.* hosts.
describe('captchaSiteKey', () => {
  it.each(['localhost', '127.0.0.1', 'dev.example.com.au'])('uses the development key on %s', (host) => {
    expect(captchaSiteKey(config, host)).toBe('dev-key');
  });

  it.each(['www.example.com.au', 'example.com.au', 'developer.example.com', 'localhost.example.com'])('uses the site key on %s', (host) => {
    expect(captchaSiteKey(config, host)).toBe('live-key');
  });
});
