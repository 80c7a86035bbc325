import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from './runtime-config';

// README, configuration table: the SPA's settings come from /config.js at run time.
describe('parseRuntimeConfig', () => {
  it('takes the values /config.js provides', () => {
    const config = parseRuntimeConfig({
      SITE_URL: 'https://www.example.com.au',
      SITE_NAME: 'Example IT',
      SITE_PHONE: '03 5222 1234',
      SITE_EMAIL: 'hello@example.com.au',
      EMAILJS_TEMPLATE_ID: 'template_a',
      EMAILJS_CONTACT_TEMPLATE_ID: 'template_b',
    });
    expect(config).toMatchObject({
      SITE_URL: 'https://www.example.com.au',
      SITE_NAME: 'Example IT',
      SITE_PHONE: '03 5222 1234',
      SITE_EMAIL: 'hello@example.com.au',
      EMAILJS_TEMPLATE_ID: 'template_a',
      EMAILJS_CONTACT_TEMPLATE_ID: 'template_b',
    });
  });

  it('builds canonical URLs from a site address without a trailing slash', () => {
    expect(parseRuntimeConfig({ SITE_URL: 'https://www.example.com.au//' }).SITE_URL).toBe('https://www.example.com.au');
  });

  it('still names the company and gives a phone number when nothing is configured', () => {
    const config = parseRuntimeConfig(undefined);
    expect(config.SITE_NAME).not.toBe('');
    expect(config.SITE_PHONE).not.toBe('');
    expect(config.SITE_EMAIL).toContain('@');
  });

  it('treats a blank value as not configured and trims the rest', () => {
    const defaults = parseRuntimeConfig({});
    const config = parseRuntimeConfig({ SITE_NAME: '   ', SITE_PHONE: ' 1300 123 456 ' });
    expect(config.SITE_NAME).toBe(defaults.SITE_NAME);
    expect(config.SITE_PHONE).toBe('1300 123 456');
  });

  it('leaves the e-mail and captcha keys empty when they are not configured, so the forms can say so', () => {
    const config = parseRuntimeConfig({});
    expect([config.EMAILJS_PUBLIC_KEY, config.EMAILJS_SERVICE_ID, config.HCAPTCHA_SITE_KEY, config.HCAPTCHA_DEV_SITE_KEY]).toEqual(['', '', '', '']);
  });

  it('ignores values that are not text and keys it does not know', () => {
    const config = parseRuntimeConfig({ SITE_NAME: 42, EXTRA: 'x' });
    expect(config.SITE_NAME).toBe(parseRuntimeConfig({}).SITE_NAME);
    expect(config).not.toHaveProperty('EXTRA');
  });
});
