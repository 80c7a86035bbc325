import { type APIRequestContext, expect, test } from '@playwright/test';
import { isMadeByATest } from './fixtures/content-api';

/**
 * What Lighthouse's best-practices audit reads in the browser console (issue 12: 100 on every page type):
 * a page loads nothing that fails and logs no error, and names the site icon, so the browser does not
 * fall back to asking for a /favicon.ico the site does not have.
 */

const PAGE_TYPES = ['/', '/services/security/mdr', '/industries/construction', '/contact-us', '/insights/blogs', '/insights/case-studies'];

/** The newest post of the sample content: tests running beside this one publish and delete their own. */
async function newestPost(request: APIRequestContext, type: 'blog' | 'case-study'): Promise<string> {
  const published = (await (await request.get(`/api/content?type=${type}`)).json()) as Array<{ slug: string; title: string }>;
  const first = published.find((item) => !isMadeByATest(item.title));
  if (!first) throw new Error(`The sample content has no published ${type}`);
  return `${type === 'blog' ? '/blogs' : '/case-studies'}/${first.slug}`;
}

for (const route of [...PAGE_TYPES, 'newest blog post', 'newest case study']) {
  test(`${route}: no failed request, no console error, and an icon the site serves`, async ({ page, request }) => {
    const path = route === 'newest blog post' ? await newestPost(request, 'blog') : route === 'newest case study' ? await newestPost(request, 'case-study') : route;
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');

    const icon = page.locator('head link[rel="icon"]');
    await expect(icon).toHaveCount(1);
    const iconResponse = await request.get((await icon.getAttribute('href')) ?? '');
    expect(iconResponse.status()).toBe(200);
    expect(iconResponse.headers()['content-type']).toMatch(/^image\//);
    expect(problems).toEqual([]);
  });
}
