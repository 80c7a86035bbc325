import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { SPEC_ALIAS_ROUTES, SPEC_PUBLIC_ROUTES } from './fixtures/spec-routes';

const NOT_FOUND_TEXT = "The page you are looking for doesn't exist or has been moved.";
const ROUTES = SPEC_PUBLIC_ROUTES;
const SITEMAP_ROUTES = SPEC_PUBLIC_ROUTES.filter((route) => !SPEC_ALIAS_ROUTES.includes(route));

// Every test only reads: both workers share the file, which would otherwise be the run's longest chain.
test.describe.configure({ mode: 'parallel' });

/** axe's serious and critical violations on the page as it is now, as "rule: targets". */
async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test.describe('every public route of spec 2.1', () => {
  for (const route of ROUTES) {
    // One visit per route for both checks: loading each page twice made this file a third of the run.
    test(`${route} shows its own page, hydrates without errors and has no serious or critical axe violation`, async ({ page }) => {
      test.slow();
      // Production React reports a hydration mismatch (minified error #418 and kin) as an uncaught page error.
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await page.goto(route);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toHaveCount(0);
      await expect(page).toHaveTitle(/\S/);
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(/\S{10,}/);
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      expect(pageErrors).toEqual([]);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }
});

test('an unknown path shows Page Not Found with links home and to the contact page', async ({ page }) => {
  await page.goto('/this/page/does-not-exist');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.locator('a[href="/"]')).toBeVisible();
  await expect(main.locator('a[href="/contact-us"]')).toBeVisible();
});

test.describe('prerendered HTML without JavaScript', () => {
  for (const route of ROUTES) {
    test(`${route} arrives with its heading, title and meta tags`, async ({ request }) => {
      const response = await request.get(route);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<h1[^>]*>[^<]+/);
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      expect(html).toContain('<meta name="description" content="');
      // An alias shows another page, whose address is the canonical one.
      const canonicalPath = SPEC_ALIAS_ROUTES.includes(route) ? '/[^"]+' : route.replace(/\//g, '\\/');
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${canonicalPath}"`));
      expect(html).toContain('<meta property="og:title"');
      expect(html).toContain('<meta name="twitter:card"');
      expect(html).not.toContain('Page Not Found');
      // The content security policy allows one inline script by its hash, the page bootstrap; any other
      // inline script (not an external one or a JSON data block) would be refused.
      const inlineScripts = html.match(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>/g) ?? [];
      expect(inlineScripts).toEqual([expect.stringMatching(/^<script data-page-loader="\/assets\/page-loader-[\w-]+\.js">$/)]);
    });
  }

  test('the page keeps its text in a browser with JavaScript turned off', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await context.close();
  });
});

test('the head keeps its title and meta tags while the page hydrates', async ({ page }) => {
  // Records every <title> or <meta> taken out of the document from the first byte on.
  await page.addInitScript(() => {
    const removed: string[] = [];
    Object.assign(window, { removedHeadTags: removed });
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) if (node.nodeName === 'TITLE' || node.nodeName === 'META') removed.push((node as Element).outerHTML);
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/services/professional-services/salesforce-crm');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page).toHaveTitle(/Salesforce/);
  expect(await page.evaluate(() => (window as unknown as { removedHeadTags: string[] }).removedHeadTags)).toEqual([]);
  await expect(page.locator('head title')).toHaveCount(1);
  await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
});

test('robots.txt and the sitemap list the public routes', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: \S+\/sitemap\.xml/);
  const index = await (await request.get('/sitemap.xml')).text();
  expect(index).toContain('/sitemap-pages.xml');
  expect(index).toContain('/api/content/sitemap.xml');
  const pages = await (await request.get('/sitemap-pages.xml')).text();
  for (const route of SITEMAP_ROUTES) expect(pages).toContain(`${route === '/' ? '' : route}</loc>`);
});

test('the not-found page has no serious or critical axe violation', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('after moving between pages the head holds only the current page title and canonical URL', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/about$/);
  await expect(page.locator('head title')).toHaveCount(1);
  await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
});
