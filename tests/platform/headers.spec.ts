import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type APIResponse } from '@playwright/test';
import { stackInfo } from '../support/stack';

const SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy':
    "default-src 'self'; script-src 'self' https://hcaptcha.com https://*.hcaptcha.com; " +
    "style-src 'self' 'unsafe-inline' https://hcaptcha.com https://*.hcaptcha.com; " +
    'frame-src https://hcaptcha.com https://*.hcaptcha.com https://www.openstreetmap.org; ' +
    "connect-src 'self' https://hcaptcha.com https://*.hcaptcha.com https://api.emailjs.com; " +
    "img-src 'self' data: https:; font-src 'self'; object-src 'none'; base-uri 'none'; " +
    "frame-ancestors 'none'; form-action 'self'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  'x-frame-options': 'DENY',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';

async function firstScript(): Promise<string> {
  const names = await readdir(path.join(stackInfo().webRoot, 'assets'));
  const script = names.find((name) => name.endsWith('.js'));
  if (!script) throw new Error('web/dist/assets has no .js file');
  return `/assets/${script}`;
}

/** Each security header exactly once with the expected value (a service's own copy must not leak through). */
function expectSecurityHeaders(response: APIResponse): void {
  const headers = response.headersArray();
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    const sent = headers.filter((header) => header.name.toLowerCase() === name).map((header) => header.value);
    expect(sent, `${name} on ${response.url()}`).toEqual([value]);
  }
}

test.describe('security headers', () => {
  const paths = ['/', '/insights/blogs', '/config.js', '/api/content', '/api/auth/.well-known/jwks.json', '/api/cms/content', '/api/no-such-thing', '/assets/missing0.js'];
  for (const url of paths) {
    test(`are sent with ${url}`, async ({ request }) => {
      expectSecurityHeaders(await request.get(url));
    });
  }

  test('are sent with a hashed asset', async ({ request }) => {
    expectSecurityHeaders(await request.get(await firstScript()));
  });

  test('nginx does not reveal its version', async ({ request }) => {
    expect((await request.get('/')).headers().server).toBe('nginx');
  });
});

test.describe('caching', () => {
  test('hashed assets are immutable for a year', async ({ request }) => {
    const response = await request.get(await firstScript());
    expect(response.headers()['cache-control']).toBe(IMMUTABLE);
  });

  for (const url of ['/', '/index.html', '/services/azure-cloud', '/no/such/page', '/config.js']) {
    test(`${url} must be revalidated`, async ({ request }) => {
      expect((await request.get(url)).headers()['cache-control']).toBe('no-cache');
    });
  }

  test('a missing asset is not cached as immutable', async ({ request }) => {
    const response = await request.get('/assets/missing0.js');
    expect(response.status()).toBe(404);
    expect(response.headers()['cache-control']).toBeUndefined();
  });

  test('API responses keep the Cache-Control their service sent', async ({ request }) => {
    const { contentServiceUrl, authServiceUrl } = stackInfo();
    const pairs = [
      ['/api/content', `${contentServiceUrl}/api/content`],
      ['/api/auth/.well-known/jwks.json', `${authServiceUrl}/api/auth/.well-known/jwks.json`],
    ];
    for (const [throughNginx, direct] of pairs) {
      const [viaNginx, fromService] = await Promise.all([request.get(throughNginx), request.get(direct)]);
      expect(viaNginx.headers()['cache-control'], throughNginx).toBe(fromService.headers()['cache-control']);
    }
  });
});

test.describe('compression', () => {
  for (const url of ['/', '/api/content']) {
    test(`${url} is gzipped for a client that accepts it`, async ({ request }) => {
      const response = await request.get(url, { headers: { 'accept-encoding': 'gzip' } });
      expect(response.headers()['content-encoding']).toBe('gzip');
      expect(response.headers().vary).toContain('Accept-Encoding');
    });
  }

  test('a JavaScript asset is gzipped, and sent plain to a client that does not accept gzip', async ({ request }) => {
    const script = await firstScript();
    const gzipped = await request.get(script, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers()['content-encoding']).toBe('gzip');
    const plain = await request.get(script, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers()['content-encoding']).toBeUndefined();
    expect(await plain.body()).toEqual(await gzipped.body());
  });
});
