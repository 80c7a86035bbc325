import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { stackInfo } from '../support/stack';

const PRERENDERED_ROUTE = 'e2e-prerendered-page';
const PRERENDERED_HTML = '<!doctype html><title>Prerendered</title><p>prerendered fixture</p>';

/** What nginx falls back to: the SPA shell (200.html when the build writes one, else index.html). */
async function spaShell(): Promise<string> {
  const { webRoot } = stackInfo();
  const shell = path.join(webRoot, '200.html');
  return readFile(existsSync(shell) ? shell : path.join(webRoot, 'index.html'), 'utf8');
}

test.describe('nginx serves the single-page app', () => {
  test.beforeAll(async () => {
    const folder = path.join(stackInfo().webRoot, PRERENDERED_ROUTE);
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, 'index.html'), PRERENDERED_HTML);
  });

  test.afterAll(async () => {
    await rm(path.join(stackInfo().webRoot, PRERENDERED_ROUTE), { recursive: true, force: true });
  });

  test('the home page is the built index.html', async ({ request }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    expect(await response.text()).toBe(await readFile(path.join(stackInfo().webRoot, 'index.html'), 'utf8'));
  });

  // Routes the build does not prerender and the browser renders: the staff area's screens, an app of their
  // own (staff.html), whose script is not the public pages' app. (Posts by slug are rendered by
  // content-service, the shell only if it cannot answer: site/post-pages.spec.ts.)
  for (const route of ['/admin/module/entries/cms-system', '/admin/enquiries', '/admin/leads', '/admin/media', '/admin/trash', '/admin/users', '/admin/activity', '/admin/publishing', '/admin/profile']) {
    test(`a deep link (${route}) gets the staff area's shell with 200`, async ({ request }) => {
      expect(existsSync(path.join(stackInfo().webRoot, route, 'index.html')), `${route} is prerendered`).toBe(false);
      const response = await request.get(route);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      expect(response.headers()['cache-control']).toBe('no-cache');
      const html = await response.text();
      expect(html).toBe(await readFile(path.join(stackInfo().webRoot, 'staff.html'), 'utf8'));
      expect(html).not.toBe(await spaShell());
    });
  }

  test('an address under /admin that is no screen is the Not Found page with 404', async ({ request }) => {
    const response = await request.get('/admin/no-such-screen');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Page Not Found');
  });

  for (const route of ['/login', '/invitation', '/reset-password']) {
    test(`a staff page that needs no token (${route}) is its prerendered page, kept out of search results`, async ({ request }) => {
      const response = await request.get(route);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toBe(await readFile(path.join(stackInfo().webRoot, route.slice(1), 'index.html'), 'utf8'));
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).not.toBe(await spaShell());
    });
  }

  test('the login page arrives with its form, before any script runs', async ({ request }) => {
    const html = await (await request.get('/login')).text();
    for (const label of ['>Username</label>', '>Password</label>', '>Login</button>', '>Forgot password?</button>']) expect(html).toContain(label);
  });

  for (const route of ['/no/such/page', '/services/no-such-service', '/admin/other']) {
    test(`an unknown path (${route}) answers 404 with the prerendered Not Found page`, async ({ request }) => {
      const response = await request.get(route);
      expect(response.status()).toBe(404);
      expect(response.headers()['content-type']).toContain('text/html');
      const body = await response.text();
      expect(body).toBe(await readFile(path.join(stackInfo().webRoot, '404.html'), 'utf8'));
      expect(body).toContain('Page Not Found');
    });
  }

  test('a prerendered route/index.html is preferred to the SPA shell', async ({ request }) => {
    for (const route of [`/${PRERENDERED_ROUTE}`, `/${PRERENDERED_ROUTE}/`]) {
      const response = await request.get(route, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      expect(await response.text()).toBe(PRERENDERED_HTML);
    }
  });

  test('built assets are served as they are, and a missing one is a 404', async ({ request }) => {
    const scripts = (await readdir(path.join(stackInfo().webRoot, 'assets'))).filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    const asset = await request.get(`/assets/${scripts[0]}`);
    expect(asset.status()).toBe(200);
    expect(asset.headers()['content-type']).toMatch(/javascript/);

    const missing = await request.get('/assets/index-missing0.js');
    expect(missing.status()).toBe(404);
  });

  test('the health endpoint answers for the container healthcheck', async ({ request }) => {
    const response = await request.get('/nginx-health');
    expect(response.status()).toBe(200);
    expect(await response.text()).toBe('ok');
  });
});
