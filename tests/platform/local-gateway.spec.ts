import type { Server } from 'node:http';
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
    const login = await request.get(`${origin}/login`);
    expect(login.status()).toBe(200);
    expect(await login.text()).toContain('<div id="root"></div>');
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
