import type { Locator, Page } from '@playwright/test';
import { stackInfo } from '../support/stack';
import { failImagesInPage } from './fixtures/broken-images';
import type { ContentApi, ContentItem } from './fixtures/content-api';
import { expect, test } from './fixtures/site-test';

/**
 * Issue 26, item 6: on a 390 px phone a post whose featured image does not load, and whose title holds a
 * 60-character word, still fits the screen: on its own page, in the listing and in the staff list the page
 * never scrolls sideways and the title is not cut off.
 */

const PHONE = { width: 390, height: 844 };
const LONG_WORD = 'Hyperconvergedinfrastructuremodernisationprogrammesforregion';

test.use({ viewport: PHONE });

/** Today as YYYY-MM-DD (UTC): the newest date, so the post is on the listing's and the staff list's first page. */
const today = () => new Date().toISOString().slice(0, 10);

/** A post whose featured image fails to load in `page` (and only there: other tests load the listing too). */
async function createBrokenImagePost(contentApi: ContentApi, page: Page): Promise<ContentItem> {
  expect(LONG_WORD).toHaveLength(60);
  const imageUrl = new URL(`/images/insights/default.svg?fails-for=${contentApi.tag}`, stackInfo().baseUrl).href;
  await failImagesInPage(page, (url) => url.href === imageUrl);
  return contentApi.create({
    type: 'blog',
    status: 'published',
    title: `${LONG_WORD} rollout ${contentApi.tag}`,
    datePublished: today(),
    dateModified: today(),
    imageUrl,
    imageAlt: `Featured image of the ${LONG_WORD} rollout`,
  });
}

/** How wide the page can be scrolled: more than the viewport means it scrolls sideways. */
const scrollWidth = (page: Page) => page.evaluate(() => document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY);

/** The title's text is all inside its box and the box is inside the screen: nothing of it is cut off or off screen. */
async function expectNotClipped(title: Locator): Promise<void> {
  const box = await title.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { scrollWidth: element.scrollWidth, clientWidth: element.clientWidth, left: rect.left, right: rect.right };
  });
  expect(box.scrollWidth, 'the title is wider than its box').toBeLessThanOrEqual(box.clientWidth);
  expect(box.left).toBeGreaterThanOrEqual(0);
  expect(box.right).toBeLessThanOrEqual(PHONE.width);
}

/** The featured image has been asked for and failed: the layout under test is the broken-image one. */
async function expectImageBroken(image: Locator): Promise<void> {
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth === 0)).toBe(true);
}

test('a post with a broken featured image and a long word in its title fits a 390 px screen', async ({ page, contentApi }) => {
  const post = await createBrokenImagePost(contentApi, page);
  await page.goto(`/blogs/${post.slug}`);
  const title = page.getByRole('heading', { level: 1, name: post.title });
  await expect(title).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expectImageBroken(page.locator('.content-article__hero img'));

  expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
  await expectNotClipped(title);
});

test('the listing card of that post fits a 390 px screen and shows its whole title', async ({ page, contentApi }) => {
  const post = await createBrokenImagePost(contentApi, page);
  await page.goto('/insights/blogs');
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: post.title }) });
  await expect(card).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await card.scrollIntoViewIfNeeded();
  await expectImageBroken(card.locator('img'));

  expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
  await expectNotClipped(card.getByRole('heading', { name: post.title }));
});

test.describe('staff list', () => {
  test.use({
    storageState: async ({ staffToken }, use) => {
      await use({ cookies: [], origins: [{ origin: stackInfo().baseUrl, localStorage: [{ name: 'token', value: staffToken }] }] });
    },
  });

  test("Manage Content's card of that post fits a 390 px screen and shows its whole title", async ({ page, contentApi }) => {
    const post = await createBrokenImagePost(contentApi, page);
    await page.goto('/admin/module/entries/cms-system');
    await page.getByRole('tab', { name: 'Manage Content' }).click();
    await page.getByLabel('Search by title, author or tag').fill(contentApi.tag);
    const card = page.getByRole('article', { name: post.title, exact: true });
    await expect(card).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await expectImageBroken(card.locator('img'));

    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await expectNotClipped(card.getByRole('heading', { name: post.title }));
  });
});
