import type { APIRequestContext, Page } from '@playwright/test';
import { DomUtils, parseDocument } from 'htmlparser2';
import { bearer } from '../support/api';
import { recordErrors } from '../support/page-errors';
import { stackInfo } from '../support/stack';
import type { ContentApi, ContentItem } from './fixtures/content-api';
import { expect, test } from './fixtures/site-test';

/**
 * Issue 11: /blogs/{slug} and /case-studies/{slug} answer complete HTML (what a crawler or a link
 * preview reads without JavaScript), 404 for what is not published, fresh within a second of a change,
 * and the page does not move when the app starts.
 */

const imageUrl = () => new URL('/images/insights/azure-landing-zone.svg', stackInfo().baseUrl).href;

function createPost(contentApi: ContentApi, fields: Partial<ContentItem> = {}): Promise<ContentItem> {
  return contentApi.create({
    type: 'blog',
    status: 'published',
    title: `Planning a Windows 11 rollout ${contentApi.tag}`,
    author: 'Priya Raman',
    category: 'Modern Workplace',
    dateModified: '2025-10-20',
    datePublished: '2025-10-14',
    metaDescription: `How to plan a Windows 11 rollout before Windows 10 support ends (${contentApi.tag}).`,
    description: `Inventory, pilot groups and a realistic timetable (${contentApi.tag}).`,
    content: '<h2>Start with an inventory</h2><p>List every device <strong>before</strong> you plan the waves.</p>',
    imageUrl: imageUrl(),
    imageAlt: 'Laptops lined up for a Windows 11 upgrade',
    ...fields,
  });
}

async function fetchHtml(request: APIRequestContext, path: string): Promise<{ status: number; html: string; headers: Record<string, string> }> {
  const response = await request.get(path, { headers: { Accept: 'text/html' } });
  return { status: response.status(), html: await response.text(), headers: response.headers() };
}

type Document = ReturnType<typeof parseDocument>;
type Element = NonNullable<ReturnType<typeof DomUtils.findOne>>;

/** The document as a crawler reads it: no script runs. */
class RawPage {
  private readonly document: Document;

  constructor(html: string) {
    this.document = parseDocument(html);
  }

  private get head(): Element {
    const head = DomUtils.findOne((element) => element.name === 'head', this.document.children);
    if (!head) throw new Error('The page has no <head>');
    return head;
  }

  title(): string | undefined {
    const title = DomUtils.findOne((element) => element.name === 'title', this.head.children);
    return title ? DomUtils.textContent(title) : undefined;
  }

  /** content of <meta name|property="key"> in the head */
  meta(key: string): string | undefined {
    const meta = DomUtils.findOne(
      (element) => element.name === 'meta' && (element.attribs.name === key || element.attribs.property === key),
      this.head.children,
    );
    return meta?.attribs.content;
  }

  canonical(): string | undefined {
    return DomUtils.findOne((element) => element.name === 'link' && element.attribs.rel === 'canonical', this.head.children)?.attribs.href;
  }

  structuredData(): Array<Record<string, unknown>> {
    return DomUtils.findAll((element) => element.name === 'script' && element.attribs.type === 'application/ld+json', this.head.children).map(
      (script) => JSON.parse(DomUtils.textContent(script)) as Record<string, unknown>,
    );
  }

  /** The visible text of the page's main element. */
  mainText(): string {
    const main = DomUtils.findOne((element) => element.name === 'main', this.document.children);
    return main ? DomUtils.textContent(main).replace(/\s+/g, ' ') : '';
  }

  images(): Array<{ src?: string; alt?: string }> {
    return DomUtils.findAll((element) => element.name === 'img', this.document.children).map((image) => ({
      src: image.attribs.src,
      alt: image.attribs.alt,
    }));
  }
}

/** Layout shifts the page has had since it started loading (buffered entries included). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // Buffered entries are delivered in the observer's first callback, before this timer fires.
        requestAnimationFrame(() => setTimeout(() => resolve(total), 0));
      }),
  );
}

test.describe('post and case-study pages as HTML', () => {
  test('a published post arrives complete: head tags, JSON-LD in the head, the article in the page', async ({ request, contentApi }) => {
    const post = await createPost(contentApi);
    const { SITE_NAME, SITE_URL } = stackInfo().runtimeConfig;
    const url = `${SITE_URL}/blogs/${post.slug}`;
    const title = `${post.title} | ${SITE_NAME}`;

    const { status, html, headers } = await fetchHtml(request, `/blogs/${post.slug}`);
    expect(status).toBe(200);
    expect(headers['content-type']).toMatch(/^text\/html/);
    expect(headers['cache-control']).toBe('no-cache');
    expect(headers.etag).toBeTruthy();
    expect(headers['content-security-policy']).toContain("script-src 'self'");

    const page = new RawPage(html);
    expect(page.title()).toBe(title);
    expect(page.meta('description')).toBe(post.metaDescription);
    expect(page.canonical()).toBe(url);
    expect(page.meta('og:type')).toBe('article');
    expect(page.meta('og:title')).toBe(title);
    expect(page.meta('og:description')).toBe(post.metaDescription);
    expect(page.meta('og:url')).toBe(url);
    expect(page.meta('og:image')).toBe(post.imageUrl);
    expect(page.meta('article:published_time')).toBe('2025-10-14');
    expect(page.meta('article:modified_time')).toBe('2025-10-20');
    expect(page.meta('twitter:card')).toBe('summary_large_image');
    expect(page.meta('twitter:title')).toBe(title);
    expect(page.meta('twitter:description')).toBe(post.metaDescription);
    expect(page.meta('twitter:image')).toBe(post.imageUrl);

    // Spec 2.11: BlogPosting with a Person author and a publisher.
    expect(page.structuredData()).toEqual([
      expect.objectContaining({
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: post.title,
        image: post.imageUrl,
        datePublished: '2025-10-14',
        author: { '@type': 'Person', name: 'Priya Raman' },
        publisher: expect.objectContaining({ '@type': 'Organization' }),
      }),
    ]);

    // Spec 2.11: hero image, category, title, author, published date, body.
    expect(page.images()).toContainEqual({ src: post.imageUrl, alt: post.imageAlt });
    const text = page.mainText();
    for (const part of ['Modern Workplace', post.title, 'By Priya Raman', '14 October 2025', 'Start with an inventory', 'List every device before you plan the waves.']) {
      expect(text).toContain(part);
    }
  });

  test('a case study: Article with an Organization author; no meta description falls back to the brief one', async ({ request, contentApi }) => {
    const study = await createPost(contentApi, {
      type: 'case-study',
      title: `Securing a regional freight company ${contentApi.tag}`,
      author: 'Barwon Freight Logistics',
      metaDescription: '',
    });
    const { status, html } = await fetchHtml(request, `/case-studies/${study.slug}`);
    expect(status).toBe(200);
    const page = new RawPage(html);
    expect(page.meta('description')).toBe(study.description);
    expect(page.meta('og:description')).toBe(study.description);
    expect(page.structuredData()).toEqual([
      expect.objectContaining({ '@type': 'Article', author: { '@type': 'Organization', name: 'Barwon Freight Logistics' } }),
    ]);
    expect(page.mainText()).toContain('Client: Barwon Freight Logistics');
  });

  test('a draft, an unknown slug, the other type and a path that is not a route answer 404 with the spec texts', async ({ request, contentApi }) => {
    const draft = await createPost(contentApi, { status: 'draft', title: `An unfinished draft ${contentApi.tag}` });
    const study = await createPost(contentApi, { type: 'case-study', title: `A case study ${contentApi.tag}` });
    const cases: Array<[string, string]> = [
      [`/blogs/${draft.slug}`, 'Post not found'],
      [`/blogs/no-such-post-${contentApi.tag}`, 'Post not found'],
      [`/blogs/${study.slug}`, 'Post not found'],
      [`/case-studies/no-such-study-${contentApi.tag}`, 'Case Study not found'],
      [`/case-studies/No%20Such%20Study`, 'Case Study not found'],
      [`/no-such-page-${contentApi.tag}`, 'Page Not Found'],
    ];
    for (const [path, heading] of cases) {
      const { status, html } = await fetchHtml(request, path);
      expect(status, path).toBe(404);
      expect(new RawPage(html).mainText(), path).toContain(heading);
      expect(new RawPage(html).structuredData(), path).toEqual([]);
    }
  });

  test('a publish shows in the HTML within a second, an edit too, and a delete answers 404', async ({ request, contentApi, staffToken }) => {
    const draft = await createPost(contentApi, { status: 'draft', title: `Fresh news ${contentApi.tag}` });
    expect((await fetchHtml(request, `/blogs/${draft.slug}`)).status).toBe(404);

    // Without `version`: each save replaces the item, as an API client that does not track versions does.
    const { version: _version, ...unversioned } = draft as ContentItem & { version?: number };
    const save = (fields: Partial<ContentItem>) =>
      request.put(`/api/cms/content/${draft.id}`, { headers: bearer(staffToken), data: { ...unversioned, ...fields } });
    expect((await save({ status: 'published' })).status()).toBe(200);
    await expect
      .poll(async () => new RawPage((await fetchHtml(request, `/blogs/${draft.slug}`)).html).title(), { timeout: 1000, intervals: [50] })
      .toContain(draft.title);

    expect((await save({ status: 'published', content: '<p>Updated figures for 2026.</p>' })).status()).toBe(200);
    await expect
      .poll(async () => new RawPage((await fetchHtml(request, `/blogs/${draft.slug}`)).html).mainText(), { timeout: 1000, intervals: [50] })
      .toContain('Updated figures for 2026.');

    expect((await request.delete(`/api/cms/content/${draft.id}`, { headers: bearer(staffToken) })).status()).toBe(204);
    await expect.poll(async () => (await fetchHtml(request, `/blogs/${draft.slug}`)).status, { timeout: 1000, intervals: [50] }).toBe(404);
  });

  test('the page does not move when the app starts, shows the same texts and hydrates without errors', async ({ page, contentApi }) => {
    const post = await createPost(contentApi);
    const errors = recordErrors(page);
    await page.goto(`/blogs/${post.slug}`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');

    const article = page.getByRole('article');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(article.getByText('By Priya Raman', { exact: true })).toBeVisible();
    await expect(article.getByText('14 October 2025', { exact: true })).toBeVisible();
    await expect(article.getByRole('img', { name: post.imageAlt })).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.querySelectorAll('script[type="application/ld+json"]').length)).toBe(1);
    expect(await layoutShift(page)).toBe(0);
    expect(errors).toEqual([]);
  });

  test('on a phone a long title stays on the dark hero, whole and readable', async ({ page, contentApi }) => {
    const post = await createPost(contentApi, { category: 'Security & Compliance', title: `Microsoft Sentinel and Defender XDR: 24/7 security operations for a regional business ${contentApi.tag}` });
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/blogs/${post.slug}`);
    const hero = page.getByRole('article').locator('header');
    await expect(hero.getByRole('img', { name: post.imageAlt })).toBeVisible();
    const heroBox = await hero.boundingBox();
    if (!heroBox) throw new Error('The hero is not shown');
    for (const text of [hero.getByText('Security & Compliance', { exact: true }), page.getByRole('heading', { level: 1 }), hero.getByText('By Priya Raman', { exact: true })]) {
      const box = await text.boundingBox();
      if (!box) throw new Error('A heading text is not shown');
      expect(box.y).toBeGreaterThanOrEqual(Math.max(0, heroBox.y));
      expect(box.y + box.height).toBeLessThanOrEqual(heroBox.y + heroBox.height);
    }
    // Drawn over the faded image, not under it: what is on top at the title's middle is the title.
    const onTop = await page.getByRole('heading', { level: 1 }).evaluate((heading) => {
      const { x, y, width, height } = heading.getBoundingClientRect();
      return document.elementFromPoint(x + width / 2, y + height / 2)?.closest('h1') === heading;
    });
    expect(onTop, 'the title is painted above the hero image').toBe(true);
  });

  test('a 404 page still works as the app: its links navigate in the browser', async ({ page }) => {
    const errors = recordErrors(page);
    const response = await page.goto('/blogs/no-such-post-anywhere');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post not found');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Post not found');
    expect(errors.filter((error) => !/404/.test(error))).toEqual([]);
  });

  test('in-app navigation to a post still shows Loading... while it fetches, then the post and its JSON-LD; leaving removes it', async ({ page, contentApi }) => {
    const post = await createPost(contentApi);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(new RegExp(`/api/content/${post.slug}$`), async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto('/insights/blogs');
    // Before the app starts a link is a plain link (a full page load); the in-app navigation needs it started.
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.getByRole('article').filter({ hasText: post.title }).getByRole('link', { name: /Read More/ }).click();
    await expect(page.getByText('Loading...', { exact: true })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    const blocks = page.locator('head script[type="application/ld+json"]');
    await expect(blocks).toHaveCount(1);

    await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(blocks).toHaveCount(0);
  });

  test('leaving a post that arrived as HTML removes its JSON-LD, and coming back loads it afresh', async ({ page, contentApi }) => {
    const post = await createPost(contentApi);
    await page.goto(`/blogs/${post.slug}`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const blocks = page.locator('head script[type="application/ld+json"]');
    await expect(blocks).toHaveCount(1);
    await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(blocks).toHaveCount(0);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(blocks).toHaveCount(1);
  });
});
