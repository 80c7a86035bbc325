import path from 'node:path';
import { Clock } from '@site/nest-server-kit';
import { TrashRetention } from '../src/trash/trash-retention';
import { useContentApp } from './support/content-app-suite';
import { contentInput } from './support/content-input';
import { withDatabase } from './support/test-app';
import { generateSigningKey, staffTokenAs, type TestStaff } from '@site/nest-server-kit/testing';

const key = generateSigningKey('trash-key');
const CASEY = { role: 'contributor', userId: '11111111-1111-4111-8111-111111111111', username: 'casey', displayName: 'Casey Contributor' } as const;
const ALEX = { role: 'author', userId: '33333333-3333-4333-8333-333333333333', username: 'alex', displayName: 'Alex Author' } as const;
const ANNA = { role: 'author', userId: '44444444-4444-4444-8444-444444444444', username: 'anna', displayName: 'Anna Author' } as const;
const EDEN = { role: 'editor', userId: '55555555-5555-4555-8555-555555555555', username: 'eden', displayName: 'Eden Editor' } as const;
const DAY_MS = 24 * 60 * 60 * 1000;

const suite = useContentApp(key, { PAGE_RENDERER_DIR: path.join(__dirname, 'support/page-renderer') });
afterEach(() => jest.restoreAllMocks());

const { api } = suite;
const as = (staff: TestStaff) => ({ Authorization: `Bearer ${staffTokenAs(key, staff)}` });

interface Item {
  id: string;
  title: string;
  slug: string;
  status: string;
  version: number;
  [field: string]: unknown;
}

async function created(staff: TestStaff, overrides: Record<string, unknown> = {}): Promise<Item> {
  return (await api().post('/api/cms/content').set(as(staff)).send(contentInput(overrides)).expect(201)).body as Item;
}

const trashed = (id: string, staff: TestStaff = EDEN) => api().delete(`/api/cms/content/${id}`).set(as(staff)).expect(204);
const trashList = async () => (await api().get('/api/cms/trash').set(as(CASEY)).expect(200)).body as Array<Record<string, unknown>>;
const cmsIds = async () => ((await api().get('/api/cms/content').set(as(EDEN)).expect(200)).body as Item[]).map((item) => item.id);

describe('moving an item to the trash', () => {
  it('takes it off the public site, the feeds, the sitemap and the staff list at once', async () => {
    const item = await created(ALEX, { title: 'Going away' });
    // Read everything first, so the answers are cached.
    await api().get('/api/content/going-away').expect(200);
    await api().get('/api/content/pages/blogs/going-away').expect(200);
    expect((await api().get('/api/content/sitemap.xml').expect(200)).text).toContain('/blogs/going-away');
    expect((await api().get('/api/content/feeds/blogs.xml').expect(200)).text).toContain('Going away');

    await trashed(item.id, ALEX);

    await api().get('/api/content/going-away').expect(404);
    await api().get('/api/content/pages/blogs/going-away').expect(404);
    expect((await api().get('/api/content').expect(200)).body).toEqual([]);
    expect((await api().get('/api/content?fields=summary&limit=10').expect(200)).body).toMatchObject({ items: [], total: 0 });
    expect((await api().get('/api/content/sitemap.xml').expect(200)).text).not.toContain('going-away');
    expect((await api().get('/api/content/feeds/blogs.xml').expect(200)).text).not.toContain('Going away');
    expect(await cmsIds()).toEqual([]);
    expect((await api().get('/api/cms/content?fields=summary&limit=50').set(as(EDEN)).expect(200)).body.total).toBe(0);
  });

  it('lists trashed items newest first with who deleted them and when', async () => {
    const first = await created(ALEX, { title: 'First gone' });
    const second = await created(EDEN, { title: 'Second gone', type: 'case-study' });
    const before = Date.now();
    await trashed(first.id, ALEX);
    await trashed(second.id, EDEN);

    const list = await trashList();
    expect(list).toEqual([
      { id: second.id, title: 'Second gone', type: 'case-study', deletedAt: expect.any(String), deletedBy: { id: EDEN.userId, displayName: 'Eden Editor' } },
      { id: first.id, title: 'First gone', type: 'blog', deletedAt: expect.any(String), deletedBy: { id: ALEX.userId, displayName: 'Alex Author' } },
    ]);
    expect(new Date(list[1]!.deletedAt as string).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('frees the slug for another item, and refuses to trash an item twice', async () => {
    const item = await created(EDEN, { title: 'Reused address' });
    await trashed(item.id);
    await api().delete(`/api/cms/content/${item.id}`).set(as(EDEN)).expect(404);
    const newer = await created(EDEN, { title: 'Reused address' });
    expect(newer.slug).toBe('reused-address');
  });
});

describe('restoring from the trash', () => {
  it('brings the item back as it was, as a new version', async () => {
    const item = await created(ALEX, { title: 'Back again' });
    await trashed(item.id, ALEX);
    const restored = await api().post(`/api/cms/trash/${item.id}/restore`).set(as(ALEX)).expect(200);
    expect(restored.body).toMatchObject({ id: item.id, title: 'Back again', slug: 'back-again', status: 'published', version: 2 });
    expect(restored.body.notice).toBeUndefined();
    expect(await trashList()).toEqual([]);
    expect(await cmsIds()).toEqual([item.id]);
    expect((await api().get('/api/content/back-again').expect(200)).body.title).toBe('Back again');
  });

  it('brings an item whose slug was taken meanwhile back as a draft at a free slug, and says so', async () => {
    const item = await created(EDEN, { title: 'Popular address' });
    await trashed(item.id);
    const newcomer = await created(EDEN, { title: 'Popular address', description: 'The newcomer' });

    const restored = await api().post(`/api/cms/trash/${item.id}/restore`).set(as(EDEN)).expect(200);
    expect(restored.body).toMatchObject({ id: item.id, slug: 'popular-address-restored', status: 'draft' });
    expect(restored.body.notice).toBe(
      'Another item now uses the address /blogs/popular-address; this item was restored as a draft at /blogs/popular-address-restored: change its slug before publishing it again',
    );
    expect((await api().get('/api/content/popular-address').expect(200)).body.id).toBe(newcomer.id);
    await api().get('/api/content/popular-address-restored').expect(404);
  });

  it('picks the next free slug when the first one is taken too', async () => {
    const item = await created(EDEN, { title: 'Busy address' });
    await trashed(item.id);
    await created(EDEN, { title: 'Busy address' });
    await created(EDEN, { title: 'Also busy', slug: 'busy-address-restored' });
    const restored = await api().post(`/api/cms/trash/${item.id}/restore`).set(as(EDEN)).expect(200);
    expect(restored.body).toMatchObject({ slug: 'busy-address-restored-2', status: 'draft' });
  });

  it('answers 404 for an item that is not in the trash', async () => {
    const live = await created(EDEN);
    expect((await api().post(`/api/cms/trash/${live.id}/restore`).set(as(EDEN)).expect(404)).body.error).toBe('This item is not in the trash');
    await api().post('/api/cms/trash/00000000-0000-4000-8000-000000000000/restore').set(as(EDEN)).expect(404);
  });
});

describe('deleting for good', () => {
  it('removes the item, its revisions and its redirects', async () => {
    const item = await created(EDEN, { title: 'Old name' });
    await api().put(`/api/cms/content/${item.id}`).set(as(EDEN)).send({ ...item, title: 'New name', slug: '' }).expect(200);
    await trashed(item.id);
    await api().delete(`/api/cms/trash/${item.id}`).set(as(EDEN)).expect(204);

    expect(await trashList()).toEqual([]);
    await api().post(`/api/cms/trash/${item.id}/restore`).set(as(EDEN)).expect(404);
    await api().delete(`/api/cms/trash/${item.id}`).set(as(EDEN)).expect(404);
    const left = await withDatabase(suite.db.contentUrl, (client) =>
      client.query(`SELECT (SELECT count(*) FROM content.content_items)::int + (SELECT count(*) FROM content.content_revisions)::int
                         + (SELECT count(*) FROM content.slug_redirects)::int AS rows`),
    );
    expect(left.rows[0].rows).toBe(0);
  });

  it('refuses to delete for good an item that is not in the trash', async () => {
    const live = await created(EDEN);
    await api().delete(`/api/cms/trash/${live.id}`).set(as(EDEN)).expect(404);
    expect(await cmsIds()).toEqual([live.id]);
  });
});

describe('purging after TRASH_RETENTION_DAYS (30)', () => {
  it('keeps an item 30 days and deletes it for good after that', async () => {
    const kept = await created(EDEN, { title: 'Deleted recently' });
    const old = await created(EDEN, { title: 'Deleted long ago' });
    const clock = suite.app.get(Clock);
    const now = Date.now();
    jest.spyOn(clock, 'now').mockReturnValue(new Date(now - 31 * DAY_MS));
    await trashed(old.id);
    jest.spyOn(clock, 'now').mockReturnValue(new Date(now - 29 * DAY_MS));
    await trashed(kept.id);
    jest.spyOn(clock, 'now').mockReturnValue(new Date(now));

    expect(await suite.app.get(TrashRetention).run()).toBe(1);
    expect((await trashList()).map((item) => item.id)).toEqual([kept.id]);

    // Two days on, the other one has been in the trash 31 days too.
    jest.spyOn(clock, 'now').mockReturnValue(new Date(now + 2 * DAY_MS));
    expect(await suite.app.get(TrashRetention).run()).toBe(1);
    expect(await trashList()).toEqual([]);
  });

  it('deletes each item once when several replicas purge at the same time', async () => {
    const item = await created(EDEN);
    await trashed(item.id);
    jest.spyOn(suite.app.get(Clock), 'now').mockReturnValue(new Date(Date.now() + 31 * DAY_MS));
    const counts = await Promise.all([suite.app.get(TrashRetention).run(), suite.app.get(TrashRetention).run(), suite.app.get(TrashRetention).run()]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await trashList()).toEqual([]);
  });
});

describe('the trash by role', () => {
  it('refuses contributors any change to the trash', async () => {
    const caseys = await created(CASEY, { status: 'draft' });
    await api().delete(`/api/cms/content/${caseys.id}`).set(as(CASEY)).expect(403);
    await trashed(caseys.id, EDEN);
    const restore = await api().post(`/api/cms/trash/${caseys.id}/restore`).set(as(CASEY)).expect(403);
    expect(restore.body.error).toBe("Your role (contributor) cannot restore items from the trash: authors restore their own, editors and administrators anyone's");
    await api().delete(`/api/cms/trash/${caseys.id}`).set(as(CASEY)).expect(403);
    expect((await trashList()).map((item) => item.id)).toEqual([caseys.id]);
  });

  it("lets an author restore their own items but not another's, and never delete for good", async () => {
    const alexs = await created(ALEX, { title: 'Alex item' });
    const annas = await created(ANNA, { title: 'Anna item' });
    await trashed(alexs.id, ALEX);
    await trashed(annas.id, ANNA);
    const refused = await api().post(`/api/cms/trash/${annas.id}/restore`).set(as(ALEX)).expect(403);
    expect(refused.body.error).toBe("Your role (author) can restore only your own items: editors and administrators restore anyone's");
    const forever = await api().delete(`/api/cms/trash/${alexs.id}`).set(as(ALEX)).expect(403);
    expect(forever.body.error).toMatch(/editor/);
    await api().post(`/api/cms/trash/${alexs.id}/restore`).set(as(ALEX)).expect(200);
    await api().post(`/api/cms/trash/${annas.id}/restore`).set(as(EDEN)).expect(200);
  });

  it('asks for a token', async () => {
    await api().get('/api/cms/trash').expect(401);
  });
});
