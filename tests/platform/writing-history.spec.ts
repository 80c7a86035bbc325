import { expect, test, type APIRequestContext } from '@playwright/test';
import { Client } from 'pg';
import { startStack, type Stack } from '../../infra/src/stack';
import { bearer } from '../support/api';
import { loginAs } from '../support/staff-users';

/**
 * Issue 24's server side on a stack of its own with two content-service instances (the second on the same
 * database, not behind nginx, asked directly): revisions, the trash and its 30-day purge, 301s from renamed
 * slugs, and scheduling in SITE_TIME_ZONE. Expected values come from the issue's contract.
 *
 * The purge: a running stack has no clock a test may move (it runs as production), so the test dates two
 * trashed items back 29 and 31 days in the stack's Postgres, which is what 29 and 31 days passing would
 * leave there, and the stack runs the purge every 2 s (TRASH_PURGE_INTERVAL_SECONDS) instead of hourly.
 */
const SITE_TIME_ZONE = 'Australia/Melbourne';
const SIXTY_SECONDS = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

interface CmsItem {
  id: string;
  title: string;
  slug: string;
  content: string;
  version: number;
  status: string;
  datePublished: string | null;
  notice?: string;
}

/** The calendar date (YYYY-MM-DD) in the site's time zone, `days` from now. */
function siteDate(days = 0): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + days * DAY_MS));
}

let sequence = 0;
const uniqueTitle = (words: string) => `${words} ${Date.now().toString(36)}${(sequence += 1)}`;
/** Spec 5: lower-cased, every run of other characters a hyphen (and none at either end). */
const slugify = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');

test.describe('writing history on two content-service instances', () => {
  test.describe.configure({ mode: 'serial' });
  let stack: Stack;
  let token = '';
  let request: APIRequestContext;

  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(180_000);
    stack = await startStack({ serviceEnv: { TRASH_PURGE_INTERVAL_SECONDS: '2', SEED_SAMPLE_CONTENT: 'false' }, extraContentInstances: 1 });
    request = await playwright.request.newContext({ maxRedirects: 0 });
    token = await loginAs(request, stack.admin, stack.baseUrl);
  });

  test.afterAll(async () => {
    await request?.dispose();
    await stack?.stop();
  });

  /** nginx and each content-service instance: every public answer must agree on all of them. */
  const publicBases = () => [stack.baseUrl, stack.contentServiceUrl, ...stack.extraContentServiceUrls];
  const cms = (path: string) => `${stack.baseUrl}/api/cms${path}`;
  const staff = () => ({ headers: bearer(token) });

  async function create(fields: Partial<CmsItem> & { title: string }, type: 'blog' | 'case-study' = 'blog'): Promise<CmsItem> {
    const response = await request.post(cms('/content'), {
      ...staff(),
      data: {
        type,
        author: 'Jordan Ellis',
        status: 'published',
        datePublished: '2025-10-14',
        category: 'Modern Workplace',
        tags: 'history',
        metaDescription: `About ${fields.title}.`,
        description: `A short summary of ${fields.title}.`,
        content: `<p>First text of ${fields.title}.</p>`,
        imageUrl: `${stack.baseUrl}/images/insights/default.svg`,
        imageAlt: 'An illustration',
        ...fields,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as CmsItem;
  }

  async function update(item: CmsItem, changes: Partial<CmsItem>): Promise<CmsItem> {
    const { id: _id, version: _version, notice: _notice, ...fields } = { ...item, ...changes };
    const response = await request.put(cms(`/content/${item.id}`), { ...staff(), data: { ...fields, version: item.version } });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()) as CmsItem;
  }

  /** What a visitor (or a crawler) can see of a slug on one base address. */
  async function publicView(base: string, slug: string) {
    const [item, list, sitemap, feed] = await Promise.all([
      request.get(`${base}/api/content/${slug}`),
      request.get(`${base}/api/content`),
      request.get(`${base}/api/content/sitemap.xml`),
      request.get(`${base}/api/content/feeds/blogs.xml`),
    ]);
    const listed = ((await list.json()) as Array<{ slug: string }>).some((entry) => entry.slug === slug);
    return {
      item: item.status(),
      listed,
      inSitemap: (await sitemap.text()).includes(`/blogs/${slug}<`),
      inFeed: (await feed.text()).includes(`/blogs/${slug}<`),
    };
  }
  const visible = { item: 200, listed: true, inSitemap: true, inFeed: true };
  const hidden = { item: 404, listed: false, inSitemap: false, inFeed: false };

  async function expectEverywhere(slug: string, expected: typeof visible, timeout = 5_000): Promise<void> {
    for (const base of publicBases()) {
      await expect.poll(() => publicView(base, slug), { timeout, message: `${slug} on ${base}` }).toEqual(expected);
    }
  }

  async function cmsIds(): Promise<string[]> {
    const response = await request.get(cms('/content'), staff());
    expect(response.status()).toBe(200);
    return ((await response.json()) as CmsItem[]).map((item) => item.id);
  }

  async function trashIds(): Promise<string[]> {
    const response = await request.get(cms('/trash'), staff());
    expect(response.status()).toBe(200);
    return ((await response.json()) as Array<{ id: string }>).map((item) => item.id);
  }

  test('the purge deletes for good what has been in the trash more than 30 days, and keeps the rest', async () => {
    const recent = await create({ title: uniqueTitle('Deleted 29 days ago') });
    const old = await create({ title: uniqueTitle('Deleted 31 days ago') });
    for (const item of [recent, old]) expect((await request.delete(cms(`/content/${item.id}`), staff())).status()).toBe(204);
    expect(await trashIds()).toEqual(expect.arrayContaining([recent.id, old.id]));

    const database = new Client({ connectionString: stack.contentDatabaseUrl });
    await database.connect();
    try {
      const dateBack = (id: string, days: number) =>
        database.query(`UPDATE content.content_items SET deleted_at = now() - make_interval(days => $2) WHERE id = $1`, [id, days]);
      await dateBack(recent.id, 29);
      await dateBack(old.id, 31);
    } finally {
      await database.end();
    }

    await expect.poll(trashIds, { timeout: 20_000, message: 'purged within a few passes' }).not.toContain(old.id);
    // Several more passes of both instances: the item 29 days in the trash stays.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    expect(await trashIds()).toContain(recent.id);
    expect((await request.post(cms(`/trash/${old.id}/restore`), staff())).status()).toBe(404);
    expect((await request.get(cms(`/content/${old.id}/revisions`), staff())).status()).toBe(404);
    expect((await request.post(cms(`/trash/${recent.id}/restore`), staff())).status()).toBe(200);
  });

  test('revisions: every save is listed newest first, one can be viewed and restored as a new version', async () => {
    const first = await create({ title: uniqueTitle('Revised post'), content: '<p>Text one.</p>' });
    expect(first.version).toBe(1);
    const second = await update(first, { content: '<p>Text two.</p>' });
    expect(second.version).toBe(2);
    const third = await update(second, { content: '<p>Text three.</p>', title: `${first.title} renamed` });
    expect(third.version).toBe(3);

    const stale = await request.put(cms(`/content/${first.id}`), { ...staff(), data: { ...first, id: undefined, content: '<p>Stale.</p>', version: 2 } });
    expect(stale.status()).toBe(409);
    const conflict = (await stale.json()) as { message: string; current: CmsItem };
    expect(conflict.message).toEqual(expect.any(String));
    expect(conflict.current).toMatchObject({ id: first.id, version: 3, content: '<p>Text three.</p>' });

    const listed = await request.get(cms(`/content/${first.id}/revisions`), staff());
    expect(listed.status()).toBe(200);
    const revisions = (await listed.json()) as Array<{ id: string; version: number; savedAt: string; savedBy: unknown; title: string; status: string }>;
    expect(revisions.map((revision) => revision.version)).toEqual([3, 2, 1]);
    expect(revisions[0]).toMatchObject({ title: `${first.title} renamed`, status: 'published', savedBy: expect.anything() });
    expect(revisions[2].title).toBe(first.title);
    for (const revision of revisions) expect(Number.isNaN(Date.parse(revision.savedAt))).toBe(false);

    const viewed = await request.get(cms(`/content/${first.id}/revisions/${revisions[2].id}`), staff());
    expect(viewed.status()).toBe(200);
    expect(JSON.stringify(await viewed.json())).toContain('Text one.');

    const restored = await request.post(cms(`/content/${first.id}/revisions/${revisions[2].id}/restore`), staff());
    expect(restored.status(), await restored.text()).toBe(200);
    expect(await restored.json()).toMatchObject({ id: first.id, version: 4, title: first.title, content: '<p>Text one.</p>' });
    const after = (await (await request.get(cms(`/content/${first.id}/revisions`), staff())).json()) as Array<{ version: number }>;
    expect(after.map((revision) => revision.version)).toEqual([4, 3, 2, 1]);
    // The restored text is public on both instances.
    for (const base of publicBases()) {
      await expect.poll(async () => ((await (await request.get(`${base}/api/content/${first.slug}`)).json()) as CmsItem).content).toBe('<p>Text one.</p>');
    }
  });

  test('trash: delete takes an item off the site and the CMS list at once, restore brings it back, delete forever ends it', async () => {
    const post = await create({ title: uniqueTitle('Trashed post') });
    await expectEverywhere(post.slug, visible);
    expect((await request.delete(cms(`/content/${post.id}`), staff())).status()).toBe(204);

    await expectEverywhere(post.slug, hidden);
    expect((await request.get(`${stack.baseUrl}/blogs/${post.slug}`)).status()).toBe(404);
    expect(await cmsIds()).not.toContain(post.id);
    const summaries = await request.get(cms('/content'), { ...staff(), params: { fields: 'summary', limit: 50, offset: 0 } });
    expect(((await summaries.json()) as { items: CmsItem[] }).items.map((item) => item.id)).not.toContain(post.id);
    const trash = (await (await request.get(cms('/trash'), staff())).json()) as Array<Record<string, unknown>>;
    const entry = trash.find((item) => item.id === post.id);
    expect(entry).toMatchObject({ id: post.id, title: post.title, type: 'blog', deletedBy: expect.anything() });
    expect(Date.now() - Date.parse(String(entry?.deletedAt))).toBeLessThan(SIXTY_SECONDS);

    const restored = await request.post(cms(`/trash/${post.id}/restore`), staff());
    expect(restored.status(), await restored.text()).toBe(200);
    await expectEverywhere(post.slug, visible);
    expect(await cmsIds()).toContain(post.id);
    expect(await trashIds()).not.toContain(post.id);

    expect((await request.delete(cms(`/content/${post.id}`), staff())).status()).toBe(204);
    expect((await request.delete(cms(`/trash/${post.id}`), staff())).status()).toBe(204);
    expect(await trashIds()).not.toContain(post.id);
    expect((await request.post(cms(`/trash/${post.id}/restore`), staff())).status()).toBe(404);
    expect(await cmsIds()).not.toContain(post.id);
    await expectEverywhere(post.slug, hidden);
  });

  test('restoring into a slug another item took meanwhile answers a clear message, not a 500, and leaves that item where it is', async () => {
    const title = uniqueTitle('Shared address');
    const original = await create({ title, content: '<p>The original text.</p>' });
    expect((await request.delete(cms(`/content/${original.id}`), staff())).status()).toBe(204);
    const newcomer = await create({ title, content: '<p>The newcomer text.</p>' });
    expect(newcomer.slug).toBe(original.slug);

    const restore = await request.post(cms(`/trash/${original.id}/restore`), staff());
    expect(restore.status(), await restore.text()).toBeLessThan(500);
    const answer = (await restore.json()) as { notice?: string; message?: string; error?: string };
    const sentence = answer.notice ?? answer.error ?? answer.message ?? '';
    expect(sentence, 'the answer says which address is taken').toContain(`/blogs/${original.slug}`);
    const live = (await (await request.get(`${stack.baseUrl}/api/content/${original.slug}`)).json()) as CmsItem;
    expect(live.content).toBe('<p>The newcomer text.</p>');
    // Nothing lost: the original is either back (at another address) or still in the trash.
    const everywhere = [...(await cmsIds()), ...(await trashIds())];
    expect(everywhere).toContain(original.id);
  });

  test("a renamed published post's old addresses answer 301 in one hop, and a new item may take an old slug", async () => {
    const first = await create({ title: uniqueTitle('Old address') });
    const second = await update(first, { slug: `${first.slug}-second` });
    const third = await update(second, { slug: `${first.slug}-third` });

    for (const old of [first.slug, second.slug]) {
      const page = await request.get(`${stack.baseUrl}/blogs/${old}`);
      expect(page.status(), `/blogs/${old}`).toBe(301);
      expect(page.headers().location).toMatch(new RegExp(`/blogs/${third.slug}$`));
      for (const base of publicBases()) {
        const api = await request.get(`${base}/api/content/${old}`);
        expect(api.status(), `${base}/api/content/${old}`).toBe(301);
        expect(api.headers().location).toMatch(new RegExp(`/api/content/${third.slug}$`));
      }
    }
    expect((await request.get(`${stack.baseUrl}/blogs/${third.slug}`)).status()).toBe(200);

    const caseStudy = await create({ title: uniqueTitle('Old case study') }, 'case-study');
    const renamed = await update(caseStudy, { slug: `${caseStudy.slug}-renamed` });
    const moved = await request.get(`${stack.baseUrl}/case-studies/${caseStudy.slug}`);
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toMatch(new RegExp(`/case-studies/${renamed.slug}$`));

    const taker = await create({ title: uniqueTitle('Takes the old address'), slug: first.slug });
    expect(taker.slug).toBe(first.slug);
    expect(taker.notice, 'the editor is told the redirect was replaced').toMatch(/\w/);
    for (const base of publicBases()) {
      await expect.poll(async () => (await request.get(`${base}/api/content/${first.slug}`)).status(), { message: base }).toBe(200);
      expect(((await (await request.get(`${base}/api/content/${first.slug}`)).json()) as CmsItem).title).toBe(taker.title);
    }
    expect((await request.get(`${stack.baseUrl}/blogs/${first.slug}`)).status()).toBe(200);
    expect((await request.get(`${stack.baseUrl}/blogs/${second.slug}`)).headers().location).toMatch(new RegExp(`/blogs/${third.slug}$`));
  });

  test(`a post dated tomorrow in ${SITE_TIME_ZONE} stays off the site on both instances, and goes public within 60 s once dated today`, async () => {
    test.setTimeout(120_000);
    const title = uniqueTitle('Scheduled post');
    const scheduled = await create({ title, datePublished: siteDate(1) });
    expect(scheduled.slug).toBe(slugify(title));

    await expectEverywhere(scheduled.slug, hidden);
    expect((await request.get(`${stack.baseUrl}/blogs/${scheduled.slug}`)).status()).toBe(404);
    const inCms = ((await (await request.get(cms('/content'), staff())).json()) as CmsItem[]).find((item) => item.id === scheduled.id);
    expect(inCms).toMatchObject({ status: 'published', datePublished: siteDate(1) });

    await update(scheduled, { datePublished: siteDate(0) });
    await expectEverywhere(scheduled.slug, visible, SIXTY_SECONDS);
    expect((await request.get(`${stack.baseUrl}/blogs/${scheduled.slug}`)).status()).toBe(200);
  });
});
