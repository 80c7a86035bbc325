import { expect, test, type Page } from '@playwright/test';
import { stackInfo } from '../support/stack';

declare global {
  interface Window {
    __APP_CONFIG__?: Record<string, string>;
    __cspViolations?: string[];
  }
}

/** Records Content-Security-Policy violations from the first script on. */
async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return () => page.evaluate(() => window.__cspViolations ?? []);
}

test.describe('the built SPA in Chromium, through nginx', () => {
  test('boots under the site CSP with the runtime config from /config.js', async ({ page }) => {
    const violations = await recordCspViolations(page);
    await page.goto('/');
    await expect(page.locator('#root')).not.toBeEmpty();
    // /config.js is not render-blocking: the prerendered page is there before it has run.
    await expect.poll(() => page.evaluate(() => window.__APP_CONFIG__)).toEqual(stackInfo().runtimeConfig);
    expect(await violations()).toEqual([]);
  });

  test('an unknown deep link shows the Page Not Found screen', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });
});
