import type { Server } from 'node:http';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startGateway } from '../../infra/local/gateway';
import { freePort } from '../../infra/src/free-port';
import { stackInfo } from '../support/stack';
import { REVOKED_LIST_SPELLINGS } from '../support/internal-routes';

/**
 * `npm start` runs nginx when it is installed and the built-in gateway otherwise: a visitor must not
 * be able to tell them apart. The same requests go to both; what a browser or a cache acts on must match.
 */
const COMPARED_HEADERS = [
  'cache-control',
  'content-encoding',
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'strict-transport-security',
  'permissions-policy',
  'x-frame-options',
  'x-powered-by',
];

const ENCODINGS = ['gzip, deflate, br', 'gzip', 'identity'];

interface Answer {
  status: number;
  headers: Record<string, string | undefined>;
}

async function answer(origin: string, url: string, acceptEncoding: string): Promise<Answer> {
  const response = await fetch(`${origin}${url}`, { headers: { 'accept-encoding': acceptEncoding }, redirect: 'manual' });
  await response.arrayBuffer();
  const headers: Record<string, string | undefined> = Object.fromEntries(COMPARED_HEADERS.map((name) => [name, response.headers.get(name) ?? undefined]));
  // The media type; Express adds "; charset=utf-8" where nginx adds none, which browsers treat alike.
  headers['content-type'] = response.headers.get('content-type')?.split(';')[0];
  // A compressed answer must say it varies by Accept-Encoding, or a shared cache could serve it to anyone.
  headers['vary: accept-encoding'] = String(/accept-encoding/i.test(response.headers.get('vary') ?? ''));
  if (!headers['content-encoding']) delete headers['vary: accept-encoding'];
  return { status: response.status, headers };
}

async function smallestScript(folder: string, names: string[]): Promise<string> {
  const sizes = await Promise.all(names.filter((name) => name.endsWith('.js')).map(async (name) => ({ name, size: (await stat(path.join(folder, name))).size })));
  return sizes.sort((a, b) => a.size - b.size)[0].name;
}

test.describe('npm start serves what nginx serves', () => {
  let server: Server;
  let gateway: string;
  let urls: string[];

  test.beforeAll(async () => {
    const stack = stackInfo();
    const port = await freePort();
    gateway = `http://127.0.0.1:${port}`;
    server = await startGateway({
      port,
      webRoot: stack.webRoot,
      mediaDir: stack.mediaDir,
      authServiceUrl: stack.authServiceUrl,
      contentServiceUrl: stack.contentServiceUrl,
      enquiryServiceUrl: stack.enquiryServiceUrl,
      env: { ...stack.runtimeConfig },
    });
    const assets = await readdir(path.join(stack.webRoot, 'assets'));
    const script = assets.find((name) => name.endsWith('.js'));
    const smallest = await smallestScript(path.join(stack.webRoot, 'assets'), assets);
    const style = assets.find((name) => name.endsWith('.css'));
    urls = [
      '/',
      '/about',
      '/services/azure-cloud',
      '/insights/blogs',
      '/insights/case-studies',
      '/blogs/some-post',
      '/case-studies/some-study',
      '/login',
      '/admin/module/entries/cms-system',
      '/admin/media',
      '/admin/no-such-screen',
      '/no/such/page',
      '/robots.txt',
      '/sitemap.xml',
      '/config.js',
      `/assets/${script}`,
      `/assets/${smallest}`,
      `/assets/${style}`,
      '/assets/missing0.js',
      '/api/content',
      '/api/content/no-such-post',
      '/api/auth/.well-known/jwks.json',
      '/api/cms/content',
      '/api/enquiries',
      '/api/cms/enquiries',
      '/api/no-such-thing',
      // Services only: 404 from both front doors (api-routing.spec.ts checks nginx's answer itself).
      ...REVOKED_LIST_SPELLINGS,
    ];
  });

  test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test('the same status codes and headers for pages, assets, runtime config and API calls', async ({ baseURL }) => {
    const differences: string[] = [];
    for (const url of urls) {
      for (const encoding of ENCODINGS) {
        const [viaNginx, viaGateway] = await Promise.all([answer(baseURL as string, url, encoding), answer(gateway, url, encoding)]);
        if (JSON.stringify(viaNginx) !== JSON.stringify(viaGateway)) {
          differences.push(`${url} (Accept-Encoding: ${encoding})\n  nginx:   ${JSON.stringify(viaNginx)}\n  gateway: ${JSON.stringify(viaGateway)}`);
        }
      }
    }
    expect(differences.join('\n')).toBe('');
  });

  test('every script and style reaches a brotli client, compressed, from both front doors', async ({ baseURL }) => {
    const assets = (await readdir(path.join(stackInfo().webRoot, 'assets'))).filter((name) => /\.(?:js|css)$/.test(name));
    for (const origin of [baseURL as string, gateway]) {
      const failed: string[] = [];
      for (const asset of assets) {
        const response = await fetch(`${origin}/assets/${asset}`, { headers: { 'accept-encoding': 'br' } });
        await response.arrayBuffer();
        if (response.status !== 200 || response.headers.get('content-encoding') !== 'br') failed.push(`${asset}: ${response.status} ${response.headers.get('content-encoding')}`);
      }
      expect(failed, origin).toEqual([]);
    }
  });

  test('the gateway sends no X-Powered-By and listens on loopback only', async () => {
    const response = await fetch(`${gateway}/`);
    expect(response.headers.get('x-powered-by')).toBeNull();
    const address = server.address();
    expect(typeof address === 'object' && address?.address).toBe('127.0.0.1');
  });
});
