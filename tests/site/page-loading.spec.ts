import type { APIRequestContext, Page, Route } from '@playwright/test';
import { DomUtils, parseDocument } from 'htmlparser2';
import { stackInfo } from '../support/stack';
import { ContactPageForm } from './fixtures/enquiry-forms';
import { expect, test } from './fixtures/site-test';

/**
 * Issue 12, items 1 and 3: nothing holds up a public page's first paint (no synchronous script), the run-time
 * configuration still reaches every page without a rebuild, and the captcha is fetched only once a visitor
 * starts a form.
 */

const site = () => stackInfo().runtimeConfig;
/** "+61 3 5200 0000" -> "tel:+61352000000", as a phone link's href (tel: URI, RFC 3966). */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The scripts in the raw HTML that stop the parser until they have run: classic, neither async nor deferred. */
async function renderBlockingScripts(request: APIRequestContext, path: string): Promise<string[]> {
  const response = await request.get(path, { headers: { Accept: 'text/html' } });
  expect(response.status(), path).toBe(200);
  const document = parseDocument(await response.text());
  return DomUtils.findAll((element) => element.name === 'script', document.children)
    .filter(({ attribs }) => attribs.src !== undefined && attribs.type !== 'module' && attribs.async === undefined && attribs.defer === undefined)
    .map(({ attribs }) => attribs.src ?? '');
}

/** The site name in the banner's first link home (the logo), as the raw HTML has it before any script runs. */
async function prerenderedSiteName(request: APIRequestContext, path: string): Promise<string> {
  const document = parseDocument(await (await request.get(path)).text());
  const header = DomUtils.findOne((element) => element.name === 'header', document.children);
  const homeLink = header && DomUtils.findOne((element) => element.name === 'a' && element.attribs.href === '/', header.children);
  if (!homeLink) throw new Error(`${path} has no home link in its header`);
  return DomUtils.textContent(homeLink).trim();
}

/** Holds /config.js back until the test lets it go, as on a slow connection where the app starts first. */
async function holdConfigScript(page: Page): Promise<() => Promise<void>> {
  let held: Route | undefined;
  let arrived: () => void = () => undefined;
  const heldNow = new Promise<void>((resolve) => (arrived = resolve));
  await page.route('**/config.js', (route) => {
    held = route;
    arrived();
  });
  return async () => {
    await heldNow;
    await held?.continue();
  };
}

test.describe('first paint and run-time configuration', () => {
  const pages = ['/', '/services/security/mdr', '/industries/construction', '/contact-us', '/insights/blogs', '/insights/case-studies', '/login'];

  test('no page has a script that blocks rendering, and each still loads /config.js', async ({ page, request, contentApi }) => {
    const post = await contentApi.create({
      type: 'blog',
      status: 'published',
      title: `Render-blocking check ${contentApi.tag}`,
      content: '<p>Body</p>',
      imageUrl: new URL('/images/insights/azure-landing-zone.svg', stackInfo().baseUrl).href,
    });
    const caseStudy = await contentApi.create({
      type: 'case-study',
      status: 'published',
      title: `Render-blocking case study ${contentApi.tag}`,
      content: '<p>Body</p>',
      imageUrl: new URL('/images/insights/azure-landing-zone.svg', stackInfo().baseUrl).href,
    });
    for (const path of [...pages, `/blogs/${post.slug}`, `/case-studies/${caseStudy.slug}`]) {
      expect(await renderBlockingScripts(request, path), path).toEqual([]);
      const configLoaded = page.waitForResponse((response) => new URL(response.url()).pathname === '/config.js');
      await page.goto(path);
      expect((await configLoaded).status(), `${path} loads /config.js`).toBe(200);
    }
  });

  test('values set at container start reach a page whose app started before /config.js arrived', async ({ page, request }) => {
    // The build's own name is not the stack's, so the page has to switch to the run-time one.
    expect(await prerenderedSiteName(request, '/')).not.toBe(site().SITE_NAME);
    const releaseConfig = await holdConfigScript(page);
    await page.goto('/', { waitUntil: 'commit' });
    const banner = page.getByRole('banner');
    // The page is painted and interactive while /config.js is still on its way.
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await releaseConfig();
    await expect(banner.getByRole('link', { name: site().SITE_NAME })).toHaveAttribute('href', '/');
    await expect(banner.getByRole('link', { name: site().SITE_PHONE }).first()).toHaveAttribute('href', telHref(site().SITE_PHONE));
  });

  test('the staff login page (the SPA shell) takes its title from /config.js, even when it arrives late', async ({ page }) => {
    const releaseConfig = await holdConfigScript(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await expect(page.getByLabel('Username')).toBeVisible();
    await releaseConfig();
    await expect(page).toHaveTitle(new RegExp(`\\| ${site().SITE_NAME.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  });

  test('a page whose /config.js fails to load still becomes interactive and keeps its text', async ({ page, request }) => {
    const prerendered = await prerenderedSiteName(request, '/contact-us');
    await page.route('**/config.js', (route) => route.abort('connectionfailed'));
    await page.goto('/contact-us');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByRole('banner').getByRole('link', { name: prerendered })).toHaveAttribute('href', '/');
  });
});

test.describe('the captcha loads on demand', () => {
  test('is not fetched while a visitor only reads the page, and is once they start the form', async ({ page, captcha }) => {
    const captchaRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).hostname.endsWith('hcaptcha.com')) captchaRequests.push(request.url());
    });
    await page.goto('/contact-us');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const form = new ContactPageForm(page);
    await form.form.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(captchaRequests).toEqual([]);

    await page.keyboard.press('Tab');
    await form.email.focus();
    await expect(captcha.checkbox(form.form)).toBeVisible();
    expect(captchaRequests.length).toBeGreaterThan(0);
  });
});

test.describe('before the app has started', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const APP_SCRIPT = /\/assets\/entry-client-[^/]+\.js$/;
  const PAGE_LOADER = /\/assets\/page-loader-[^/]+\.js$/;

  /** Holds a script (by default the app's own, which the page loader imports) until the test lets it go. */
  async function holdScript(page: Page, script = APP_SCRIPT): Promise<() => Promise<void>> {
    const held: Route[] = [];
    let released = false;
    let arrived: () => void = () => undefined;
    const heldNow = new Promise<void>((resolve) => (arrived = resolve));
    await page.route(script, async (route) => {
      if (released) return route.continue();
      held.push(route);
      arrived();
    });
    return async () => {
      await heldNow;
      released = true;
      await Promise.all(held.map((route) => route.continue()));
    };
  }

  test('the page is painted and its links work while the app is still on its way', async ({ page }) => {
    const releaseApp = await holdScript(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).first().click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await releaseApp();
  });

  test('a visitor who scrolled before the app was ready is still where they were once it is', async ({ page }) => {
    const releaseApp = await holdScript(page);
    await page.goto('/insights/blogs');
    await page.mouse.wheel(0, 900);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
    const scrolledTo = await page.evaluate(() => window.scrollY);
    await releaseApp();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    // A frame for any scroll the app's start would make.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolledTo);
  });

  test('a press on the menu button before the app is ready opens the menu once it is', async ({ page }) => {
    const releaseApp = await holdScript(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await releaseApp();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toHaveAttribute('aria-expanded', 'true');
  });

  test('a login typed and sent before the app is ready is sent by the app once it is, never with the password in the address', async ({ page }) => {
    const sent: unknown[] = [];
    await page.route('**/api/auth/login', (route) => {
      sent.push(route.request().postDataJSON());
      return route.fulfill({ status: 401, json: { statusCode: 401, message: 'Invalid username or password' } });
    });
    const releaseApp = await holdScript(page);
    await page.goto('/login');
    await page.getByLabel('Username').fill('early-bird');
    await page.getByLabel('Password').fill('typed before the app started');
    await page.getByLabel('Password').press('Enter');
    await releaseApp();
    await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
    expect(sent).toEqual([{ username: 'early-bird', password: 'typed before the app started' }]);
    expect(new URL(page.url()).search).toBe('');
    await expect(page.getByLabel('Password')).toHaveValue('typed before the app started');
  });

  test('a press on the menu button before even the page loader has arrived opens the menu once the app is ready', async ({ page }) => {
    const releaseLoader = await holdScript(page, PAGE_LOADER);
    await page.goto('/');
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    // The page bootstrap asks for the page loader once the page has painted, or at the first press.
    await menu.click();
    await releaseLoader();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
  });
});
