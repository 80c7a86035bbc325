import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { DomUtils, parseDocument } from 'htmlparser2';
import { stackInfo } from '../support/stack';

/** The headers every response carries; `bootstrapHash` is the CSP source of the pages' one inline script. */
const securityHeaders = (bootstrapHash: string): Record<string, string> => ({
  'content-security-policy':
    `default-src 'self'; script-src 'self' ${bootstrapHash} https://hcaptcha.com https://*.hcaptcha.com; ` +
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
});

/**
 * The CSP hash source ('sha256-…') of the inline script the home page carries (the page bootstrap): the
 * policy must allow exactly that script, or no page would start its app.
 */
async function inlineScriptHash(request: APIRequestContext): Promise<string> {
  const document = parseDocument(await (await request.get('/')).text());
  const inline = DomUtils.findAll((element) => element.name === 'script' && element.attribs.src === undefined && !element.attribs.type, document.children);
  expect(inline, 'the home page has one inline script').toHaveLength(1);
  return `'sha256-${createHash('sha256').update(DomUtils.textContent(inline[0])).digest('base64')}'`;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

async function firstScript(): Promise<string> {
  const names = await readdir(path.join(stackInfo().webRoot, 'assets'));
  const script = names.find((name) => name.endsWith('.js'));
  if (!script) throw new Error('web/dist/assets has no .js file');
  return `/assets/${script}`;
}

/** Policies only a document acts on: a script or stylesheet goes without them (some 600 bytes each). */
const DOCUMENT_ONLY_HEADERS = ['content-security-policy', 'permissions-policy', 'x-frame-options'];

/** Each security header exactly once with the expected value (a service's own copy must not leak through). */
async function expectSecurityHeaders(request: APIRequestContext, url: string, kind: 'document' | 'asset' = 'document'): Promise<void> {
  const response = await request.get(url);
  const headers = response.headersArray();
  for (const [name, value] of Object.entries(securityHeaders(await inlineScriptHash(request)))) {
    const sent = headers.filter((header) => header.name.toLowerCase() === name).map((header) => header.value);
    const expected = kind === 'asset' && DOCUMENT_ONLY_HEADERS.includes(name) ? [] : [value];
    expect(sent, `${name} on ${response.url()}`).toEqual(expected);
  }
}

test.describe('security headers', () => {
  const paths = ['/', '/insights/blogs', '/config.js', '/api/content', '/api/auth/.well-known/jwks.json', '/api/cms/content', '/api/no-such-thing'];
  for (const url of paths) {
    test(`are sent with ${url}`, async ({ request }) => {
      await expectSecurityHeaders(request, url);
    });
  }

  test('a hashed script, brotli or gzip, and a missing asset carry nosniff, the referrer policy and HSTS, not the document-only ones', async ({ request }) => {
    const script = await firstScript();
    await expectSecurityHeaders(request, script, 'asset');
    const brotli = await request.get(script, { headers: { 'Accept-Encoding': 'br' } });
    expect(brotli.headers()['content-encoding']).toBe('br');
    expect(brotli.headers()['x-content-type-options']).toBe('nosniff');
    expect(brotli.headers()['content-security-policy']).toBeUndefined();
    await expectSecurityHeaders(request, '/assets/missing0.js', 'asset');
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
