import type { APIRequestContext, Page } from '@playwright/test';
import { DomUtils, parseDocument } from 'htmlparser2';
import { bearer } from '../support/api';
import { recordErrors } from '../support/page-errors';
import { stackInfo } from '../support/stack';
import type { ContentApi, ContentItem } from './fixtures/content-api';
import { expect, test } from './fixtures/site-test';

/** footerLink: the listing's link in the footer's Company navigation, for reaching it inside the app. */
const LISTINGS = [
  { name: 'blog listing', path: '/insights/blogs', type: 'blog', heading: 'Latest Insights', itemPath: '/blogs/', footerLink: 'Insights' },
  { name: 'case-study listing', path: '/insights/case-studies', type: 'case-study', heading: 'Client Success Stories', itemPath: '/case-studies/', footerLink: 'Case Studies' },
] as const;

type Listing = (typeof LISTINGS)[number];

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/** The RSS alternate links in the head of the HTML nginx sends (no browser, no script run). */
async function feedLinksInRawHtml(request: APIRequestContext, path: string): Promise<Array<{ href: string; title: string }>> {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  const document = parseDocument(await response.text());
  const head = DomUtils.findOne((element) => element.name === 'head', document.children);
  expect(head).not.toBeNull();
  return DomUtils.findAll(
    (element) => element.name === 'link' && element.attribs.rel === 'alternate' && element.attribs.type === 'application/rss+xml',
    head ? [head] : [],
  ).map((element) => ({ href: element.attribs.href ?? '', title: element.attribs.title ?? '' }));
}

interface RawCard {
  title: string;
  href?: string;
  image?: { loading?: string; fetchpriority?: string };
}

/** The cards in the listing HTML nginx sends, as a crawler reads them (no script runs), and the main's text. */
async function rawListing(request: APIRequestContext, path: string): Promise<{ cards: RawCard[]; mainText: string }> {
  const response = await request.get(path, { headers: { Accept: 'text/html' } });
  expect(response.status()).toBe(200);
  const document = parseDocument(await response.text());
  const main = DomUtils.findOne((element) => element.name === 'main', document.children);
  const cards = DomUtils.findAll((element) => element.name === 'article', main ? [main] : []).map((article): RawCard => {
    const heading = DomUtils.findOne((element) => element.name === 'h2', article.children);
    const link = DomUtils.findOne((element) => element.name === 'a', article.children);
    const image = DomUtils.findOne((element) => element.name === 'img', article.children);
    return {
      title: heading ? DomUtils.textContent(heading) : '',
      href: link?.attribs.href,
      image: image ? { loading: image.attribs.loading, fetchpriority: image.attribs.fetchpriority } : undefined,
    };
  });
  return { cards, mainText: main ? DomUtils.textContent(main).replace(/\s+/g, ' ') : '' };
}

/** Opens the home page and follows the footer's link to the listing: an in-app navigation, no page load. */
async function openInApp(page: Page, listing: Listing): Promise<void> {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.getByRole('contentinfo').getByRole('navigation', { name: 'Company' }).getByRole('link', { name: listing.footerLink, exact: true }).click();
  await expect(page).toHaveURL(listing.path);
}

async function createPublished(contentApi: ContentApi, type: ContentItem['type'], title: string, datePublished = '2025-10-14') {
  return contentApi.create({ type, status: 'published', title: `${title} ${contentApi.tag}`, datePublished });
}

/** Holds the listing's request for its cards until the returned function is called. */
async function holdListingRequest(page: Page): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/content\?type=/, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/**
 * Starts, before any page script, a buffered observer that adds up the layout shifts not caused by input.
 * Shifts that move only the site header are kept apart: the test stack's run-time SITE_PHONE differs from
 * the one the pages were prerendered with, and the header's phone link changes width when the app swaps
 * in the run-time value (a deployment built with its own settings has no such swap).
 */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts = { total: 0, headerOnly: 0, sources: [] as string[] };
    (window as unknown as { __layoutShifts: typeof shifts }).__layoutShifts = shifts;
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node | null }> };
    const add = (entries: PerformanceEntryList) => {
      for (const entry of entries as Shift[]) {
        if (entry.hadRecentInput) continue;
        const nodes = (entry.sources ?? []).map((source) => (source.node instanceof Element ? source.node : source.node?.parentElement ?? null));
        if (nodes.length > 0 && nodes.every((node) => node?.closest('header.site-header'))) {
          shifts.headerOnly += entry.value;
          continue;
        }
        shifts.total += entry.value;
        shifts.sources.push(...nodes.map((node) => node?.outerHTML.slice(0, 120) ?? '(removed node)'));
      }
    };
    const observer = new PerformanceObserver((list) => add(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    (window as unknown as { __takeShiftRecords: () => void }).__takeShiftRecords = () => add(observer.takeRecords());
  });
}

/** Forgets the shifts so far (once the ones already made have been reported). */
async function resetLayoutShifts(page: Page): Promise<void> {
  await layoutShifts(page);
  await page.evaluate(() => {
    const shifts = (window as unknown as { __layoutShifts: { total: number; sources: string[] } }).__layoutShifts;
    shifts.total = 0;
    shifts.sources = [];
  });
}

/** The layout shifts so far, once two frames have passed so the last ones have been reported. */
async function layoutShifts(page: Page): Promise<{ total: number; sources: string[] }> {
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const w = window as unknown as { __takeShiftRecords: () => void; __layoutShifts: { total: number; sources: string[] } };
    w.__takeShiftRecords();
    return { total: w.__layoutShifts.total, sources: w.__layoutShifts.sources };
  });
}

test.describe('listing feeds', () => {
  for (const listing of LISTINGS) {
    test(`the ${listing.name}'s prerendered head links its RSS feed, which answers through nginx`, async ({ request, contentApi }) => {
      const item = await createPublished(contentApi, listing.type, 'Feed item');
      const draft = await contentApi.create({ type: listing.type, status: 'draft', title: `Feed draft ${contentApi.tag}` });
      const links = await feedLinksInRawHtml(request, listing.path);
      expect(links).toHaveLength(1);
      expect(links[0].title).toContain(listing.heading);

      const feed = await request.get(links[0].href);
      expect(feed.status()).toBe(200);
      expect(feed.headers()['content-type']).toMatch(/^application\/rss\+xml/);
      const xml = await feed.text();
      expect(xml).toContain('<rss version="2.0"');
      expect(xml).toContain(`<link>${stackInfo().runtimeConfig.SITE_URL}${listing.itemPath}${item.slug}</link>`);
      expect(xml).not.toContain(draft.title);

      const index = await (await request.get('/sitemap.xml')).text();
      // The index is written at build time with the build's SITE_URL, so only the path is compared.
      expect(index).toContain(`${new URL(links[0].href, stackInfo().baseUrl).pathname}</loc>`);
    });
  }
});

test.describe('listing HTML', () => {
  test('a post published through the API is a card in the listing HTML within a second, and is gone within a second of its delete', async ({ request, contentApi, staffToken }) => {
    const today = new Date().toISOString().slice(0, 10);
    const post = await createPublished(contentApi, 'blog', 'Listed in the HTML', today);
    const card = { title: post.title, href: `/blogs/${post.slug}` };
    const cardsNow = async () => (await rawListing(request, '/insights/blogs')).cards.map(({ title, href }) => ({ title, href }));
    await expect.poll(cardsNow, { timeout: 1000, intervals: [50] }).toContainEqual(card);

    expect((await request.delete(`/api/cms/content/${post.id}`, { headers: bearer(staffToken) })).status()).toBe(204);
    await expect.poll(cardsNow, { timeout: 1000, intervals: [50] }).not.toContainEqual(card);
  });

  for (const listing of LISTINGS) {
    test(`the ${listing.name} HTML has its cards and no Loading...; the first card's image loads at once, the rest lazily`, async ({ request, contentApi }) => {
      // Two of the newest items, so the page has a first card and at least one more.
      await createPublished(contentApi, listing.type, 'Second card');
      await createPublished(contentApi, listing.type, 'First card', new Date().toISOString().slice(0, 10));
      const { cards, mainText } = await rawListing(request, listing.path);
      expect(mainText).toContain(listing.heading);
      expect(mainText).not.toContain('Loading...');
      expect(cards.length).toBeGreaterThanOrEqual(2);
      for (const card of cards) expect(card.href).toMatch(new RegExp(`^${listing.itemPath}[^/]+$`));
      const [first, ...rest] = cards.map((card) => card.image);
      expect(first).toEqual({ loading: 'eager', fetchpriority: 'high' });
      for (const image of rest.filter(Boolean)) expect(image).toEqual({ loading: 'lazy', fetchpriority: undefined });
    });
  }
});

test.describe('listing layout', () => {
  for (const listing of LISTINGS) {
    for (const viewport of VIEWPORTS) {
      test(`the ${listing.name} opens with its cards, without Loading..., a fetch or a layout shift at ${viewport.width} px`, async ({ page, contentApi }) => {
        const item = await createPublished(contentApi, listing.type, 'Shift check', new Date().toISOString().slice(0, 10));
        await page.setViewportSize(viewport);
        await recordLayoutShifts(page);
        const errors = recordErrors(page);
        const summaryFetches: string[] = [];
        page.on('request', (request) => {
          if (/\/api\/content\?/.test(request.url())) summaryFetches.push(request.url());
        });
        await page.goto(listing.path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(listing.heading);
        await expect(page.getByRole('heading', { name: item.title, exact: true })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
        await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
        expect(await layoutShifts(page)).toEqual({ total: 0, sources: [] });
        expect(summaryFetches).toEqual([]);
        expect(errors).toEqual([]);
      });

      test(`reached inside the app, the ${listing.name} shows Loading..., then cards, with no layout shift at ${viewport.width} px`, async ({ page, contentApi }) => {
        const item = await createPublished(contentApi, listing.type, 'In-app shift check', new Date().toISOString().slice(0, 10));
        await page.setViewportSize(viewport);
        await recordLayoutShifts(page);
        const release = await holdListingRequest(page);
        await openInApp(page, listing);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(listing.heading);
        await expect(page.getByText('Loading...', { exact: true })).toBeVisible();
        // What moved with the page change is not the cards' doing; from here on nothing may move.
        await resetLayoutShifts(page);
        release();
        await expect(page.getByRole('heading', { name: item.title, exact: true })).toBeVisible();
        await expect(page.getByText('Loading...', { exact: true })).toBeHidden();
        expect(await layoutShifts(page)).toEqual({ total: 0, sources: [] });
      });
    }
  }
});

test('the blog listing loads summaries a page at a time and Load more shows the rest', async ({ page, contentApi }) => {
  // Dated before everything else, so these thirteen come last and need at least one Load more.
  const posts: ContentItem[] = [];
  for (let day = 1; day <= 13; day += 1) {
    posts.push(await createPublished(contentApi, 'blog', `Archive post ${String(day).padStart(2, '0')}`, `2019-01-${String(day).padStart(2, '0')}`));
  }
  // The first page arrives in the HTML; each Load more fetches the next one, without the posts' bodies.
  await page.goto('/insights/blogs');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');

  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(12);
  const loadMore = page.getByRole('button', { name: 'Load more' });
  await expect(loadMore).toBeVisible();
  const archiveCards = cards.filter({ hasText: `Archive post` }).filter({ hasText: contentApi.tag });
  expect(await archiveCards.count()).toBeLessThan(posts.length);

  for (let clicks = 0; (await loadMore.isVisible()) && clicks < 20; clicks += 1) {
    const before = await cards.count();
    const nextPage = page.waitForResponse((response) => /\/api\/content\?type=blog&/.test(response.url()));
    await loadMore.click();
    const body = (await (await nextPage).json()) as { items: Array<Record<string, unknown>> };
    expect(body.items.length).toBeGreaterThan(0);
    for (const item of body.items) expect(item).not.toHaveProperty('content');
    await expect.poll(() => cards.count()).toBeGreaterThan(before);
  }
  await expect(loadMore).toBeHidden();
  for (const post of posts) {
    await expect(page.getByRole('heading', { name: post.title, exact: true })).toHaveCount(1);
  }
  const titles = await page.getByRole('article').getByRole('heading').allTextContents();
  expect(new Set(titles).size).toBe(titles.length);
});
