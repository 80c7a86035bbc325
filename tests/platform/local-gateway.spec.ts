import { Agent, createServer, get, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { expect, test } from '@playwright/test';
import { startGateway } from '../../infra/local/gateway';
import { freePort } from '../../infra/src/free-port';
import { expectPrerenderedListings, startFailingService } from '../support/listing-fallback';
import { stackInfo } from '../support/stack';

/** `npm start` serves the site through this gateway instead of nginx: it must route the same way. */
test.describe('the local runner gateway', () => {
  let server: Server;
  let origin: string;

  test.beforeAll(async () => {
    const stack = stackInfo();
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = await startGateway({
      port,
      webRoot: stack.webRoot,
      mediaDir: stack.mediaDir,
      authServiceUrl: stack.authServiceUrl,
      contentServiceUrl: stack.contentServiceUrl,
      enquiryServiceUrl: stack.enquiryServiceUrl,
      env: { SITE_NAME: 'Gateway Test Co', SITE_URL: origin },
    });
  });

  test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test('serves prerendered pages, the SPA shell for app-only paths, post pages, and the runtime config', async ({ request }) => {
    const about = await (await request.get(`${origin}/about`)).text();
    expect(about).toMatch(/<h1[^>]*>[^<]+/);
    const editor = await request.get(`${origin}/admin/module/entries/cms-system`);
    expect(editor.status()).toBe(200);
    expect(await editor.text()).toContain('<div id="root"></div>');
    // An unknown post is the content service's 404 page with spec 2.11's text, as nginx serves it.
    const post = await request.get(`${origin}/blogs/some-post`);
    expect(post.status()).toBe(404);
    expect(await post.text()).toContain('Post not found');
    const config = await (await request.get(`${origin}/config.js`)).text();
    expect(config).toContain('"SITE_NAME":"Gateway Test Co"');
  });

  test('routes the three API prefixes to the right service', async ({ request }) => {
    const login = await request.post(`${origin}/api/auth/login`, { data: stackInfo().admin });
    expect(login.status()).toBe(200);
    const { token } = (await login.json()) as { token: string };
    expect((await request.get(`${origin}/api/content`)).status()).toBe(200);
    const staff = await request.get(`${origin}/api/cms/content`, { headers: { authorization: `Bearer ${token}` } });
    expect(staff.status()).toBe(200);
    expect((await request.get(`${origin}/api/cms/content`)).status()).toBe(401);
    // The staff inbox sits under /api/cms but is the enquiry service's: content-service would answer 404.
    const inbox = await request.get(`${origin}/api/cms/enquiries/counts`, { headers: { authorization: `Bearer ${token}` } });
    expect(inbox.status()).toBe(200);
    expect((await request.get(`${origin}/api/cms/enquiries`)).status()).toBe(401);
  });
});

/** GETs `count` times over one keep-alive connection; the Connection headers answered and the client sockets used. */
async function getOverOneConnection(url: string, count: number): Promise<{ connectionHeaders: Set<string>; sockets: Set<Socket>; statuses: Set<number> }> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const result = { connectionHeaders: new Set<string>(), sockets: new Set<Socket>(), statuses: new Set<number>() };
  try {
    for (let index = 0; index < count; index += 1) {
      await new Promise<void>((resolve, reject) => {
        const request = get(url, { agent }, (response) => {
          result.connectionHeaders.add(String(response.headers.connection));
          result.statuses.add(response.statusCode ?? 0);
          response.resume();
          response.on('end', resolve);
        });
        request.on('socket', (socket: Socket) => result.sockets.add(socket));
        request.on('error', reject);
      });
    }
  } finally {
    agent.destroy();
  }
  return result;
}

test.describe('the local runner gateway keeps connections open', () => {
  test('200 API requests over one keep-alive client connection all keep it open', async () => {
    const stack = stackInfo();
    const port = await freePort();
    const server = await startGateway({ port, webRoot: stack.webRoot, mediaDir: stack.mediaDir, authServiceUrl: stack.authServiceUrl, contentServiceUrl: stack.contentServiceUrl, enquiryServiceUrl: stack.enquiryServiceUrl, env: {} });
    try {
      const { connectionHeaders, sockets, statuses } = await getOverOneConnection(`http://127.0.0.1:${port}/api/content`, 200);
      expect([...statuses]).toEqual([200]);
      expect([...connectionHeaders]).toEqual(['keep-alive']);
      expect(sockets.size).toBe(1);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  test('200 API requests reach the service over a few pooled connections, not one each', async () => {
    let upstreamConnections = 0;
    const service = createServer((request, response) => {
      request.resume();
      response.setHeader('content-type', 'application/json');
      response.end('[]');
    });
    service.on('connection', () => (upstreamConnections += 1));
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    const serviceUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
    const port = await freePort();
    const server = await startGateway({ port, webRoot: stackInfo().webRoot, mediaDir: stackInfo().mediaDir, authServiceUrl: serviceUrl, contentServiceUrl: serviceUrl, enquiryServiceUrl: serviceUrl, env: {} });
    try {
      const { statuses } = await getOverOneConnection(`http://127.0.0.1:${port}/api/content`, 200);
      expect([...statuses]).toEqual([200]);
      expect(upstreamConnections).toBeLessThanOrEqual(2);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      service.closeAllConnections();
      await new Promise((resolve) => service.close(resolve));
    }
  });
});

test.describe('the local runner gateway without a working content-service', () => {
  test('serves the prerendered listings when content-service is down or answers 5xx', async ({ request }) => {
    const stack = stackInfo();
    const failing = await startFailingService();
    const down = `http://127.0.0.1:${await freePort()}`;
    try {
      for (const contentServiceUrl of [down, failing.url]) {
        const port = await freePort();
        const server = await startGateway({
          port,
          webRoot: stack.webRoot,
          mediaDir: stack.mediaDir,
          authServiceUrl: stack.authServiceUrl,
          contentServiceUrl,
          enquiryServiceUrl: stack.enquiryServiceUrl,
          env: { ...stack.runtimeConfig },
        });
        try {
          await expectPrerenderedListings(request, `http://127.0.0.1:${port}`);
        } finally {
          await new Promise<void>((resolve) => server.close(() => resolve()));
        }
      }
    } finally {
      await new Promise((resolve) => failing.server.close(resolve));
    }
  });
});
