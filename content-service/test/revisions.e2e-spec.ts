import { useContentApp } from './support/content-app-suite';
import { contentInput } from './support/content-input';
import { withDatabase } from './support/test-app';
import { generateSigningKey, staffTokenAs, type TestStaff } from '@site/nest-server-kit/testing';

const key = generateSigningKey('revisions-key');
const CASEY = { role: 'contributor', userId: '11111111-1111-4111-8111-111111111111', username: 'casey', displayName: 'Casey Contributor' } as const;
const ALEX = { role: 'author', userId: '33333333-3333-4333-8333-333333333333', username: 'alex', displayName: 'Alex Author' } as const;
const EDEN = { role: 'editor', userId: '55555555-5555-4555-8555-555555555555', username: 'eden', displayName: 'Eden Editor' } as const;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const suite = useContentApp(key);

const { api } = suite;
const as = (staff: TestStaff) => ({ Authorization: `Bearer ${staffTokenAs(key, staff)}` });

interface Item {
  id: string;
  title: string;
  version: number;
  [field: string]: unknown;
}

interface RevisionSummary {
  id: string;
  version: number;
  savedAt: string;
  savedBy: { id: string; displayName: string } | null;
  title: string;
  status: string;
}

async function created(staff: TestStaff, overrides: Record<string, unknown> = {}): Promise<Item> {
  return (await api().post('/api/cms/content').set(as(staff)).send(contentInput(overrides)).expect(201)).body as Item;
}

async function saved(staff: TestStaff, item: Item, changes: Record<string, unknown>): Promise<Item> {
  return (await api().put(`/api/cms/content/${item.id}`).set(as(staff)).send({ ...item, ...changes }).expect(200)).body as Item;
}

const revisionsOf = async (id: string, staff: TestStaff = EDEN): Promise<RevisionSummary[]> =>
  (await api().get(`/api/cms/content/${id}/revisions`).set(as(staff)).expect(200)).body as RevisionSummary[];

describe('revisions', () => {
  it('lists every save, newest first, with who saved it and when', async () => {
    const first = await created(ALEX, { title: 'First title', status: 'draft' });
    const second = await saved(EDEN, first, { title: 'Second title', status: 'published' });

    const revisions = await revisionsOf(first.id, CASEY);
    expect(revisions).toEqual([
      { id: expect.any(String), version: 2, savedAt: second.updatedAt, savedBy: { id: EDEN.userId, displayName: 'Eden Editor' }, title: 'Second title', status: 'published', decisions: [] },
      { id: expect.any(String), version: 1, savedAt: first.updatedAt, savedBy: { id: ALEX.userId, displayName: 'Alex Author' }, title: 'First title', status: 'draft', decisions: [] },
    ]);
  });

  it('shows one revision with the whole item as it was saved', async () => {
    const first = await created(ALEX, { title: 'As first written', content: '<p>The first text.</p>' });
    await saved(ALEX, first, { title: 'Rewritten', content: '<p>The second text.</p>' });
    const [, oldest] = await revisionsOf(first.id);

    const response = await api().get(`/api/cms/content/${first.id}/revisions/${oldest!.id}`).set(as(CASEY)).expect(200);
    expect(response.body).toEqual({
      id: oldest!.id, version: 1, savedAt: first.updatedAt, savedBy: { id: ALEX.userId, displayName: 'Alex Author' },
      item: (({ scheduledFor: _scheduledFor, ...item }) => item)(first),
    });
  });

  it('restores a revision as a new version, which is itself a revision', async () => {
    const first = await created(ALEX, { title: 'Original', description: 'The original words.' });
    const second = await saved(ALEX, first, { title: 'Changed', description: 'Words that were a mistake.' });
    const [, original] = await revisionsOf(first.id);

    const restored = await api().post(`/api/cms/content/${first.id}/revisions/${original!.id}/restore`).set(as(ALEX)).expect(200);
    expect(restored.body).toMatchObject({ id: first.id, title: 'Original', description: 'The original words.', version: 3 });
    expect(restored.body.version).toBeGreaterThan(second.version);
    expect((await api().get(`/api/cms/content/${first.id}`).set(as(ALEX)).expect(200)).body).toEqual({ ...restored.body, approval: { status: 'none', version: null, by: null, at: null } });
    expect((await api().get('/api/content/original').expect(200)).body.description).toBe('The original words.');

    const revisions = await revisionsOf(first.id);
    expect(revisions.map(({ version, title }) => [version, title])).toEqual([[3, 'Original'], [2, 'Changed'], [1, 'Original']]);
  });

  it('keeps the newest 50 revisions of an item and drops older ones', async () => {
    let item = await created(EDEN, { title: 'Edit 0' });
    for (let edit = 1; edit <= 55; edit += 1) {
      item = await saved(EDEN, item, { title: `Edit ${edit}` });
    }
    const revisions = await revisionsOf(item.id);
    expect(revisions).toHaveLength(50);
    expect(revisions[0]).toMatchObject({ version: 56, title: 'Edit 55' });
    expect(revisions[49]).toMatchObject({ version: 7, title: 'Edit 6' });
    const stored = await withDatabase(suite.db.contentUrl, (client) => client.query('SELECT count(*)::int AS count FROM content.content_revisions'));
    expect(stored.rows[0].count).toBe(50);
  });

  it('answers 404 for an unknown item or revision, and for a revision of another item', async () => {
    const item = await created(EDEN);
    const other = await created(EDEN, { title: 'Other' });
    const [otherRevision] = await revisionsOf(other.id);
    await api().get(`/api/cms/content/${UNKNOWN_ID}/revisions`).set(as(EDEN)).expect(404);
    expect((await api().get(`/api/cms/content/${item.id}/revisions/${UNKNOWN_ID}`).set(as(EDEN)).expect(404)).body.error).toBe('Revision not found');
    await api().get(`/api/cms/content/${item.id}/revisions/${otherRevision!.id}`).set(as(EDEN)).expect(404);
    await api().post(`/api/cms/content/${item.id}/revisions/${otherRevision!.id}/restore`).set(as(EDEN)).expect(404);
    await api().get(`/api/cms/content/${item.id}/revisions`).expect(401);
  });

  it('refuses a restore whose slug another item has taken since, with the usual slug message', async () => {
    const item = await created(EDEN, { title: 'Cloud backup' });
    await saved(EDEN, item, { title: 'Cloud backup for schools', slug: '' });
    await created(EDEN, { title: 'Cloud backup' });
    const [, original] = await revisionsOf(item.id);
    const refused = await api().post(`/api/cms/content/${item.id}/revisions/${original!.id}/restore`).set(as(EDEN)).expect(409);
    expect(refused.body.error).toBe('A content item with the slug "cloud-backup" already exists. Change the title or slug.');
  });
});

describe('restoring revisions by role (the rules of an edit)', () => {
  it("refuses a contributor another person's item, and a published revision of their own draft", async () => {
    const alexs = await created(ALEX, { title: 'By Alex', status: 'draft' });
    await saved(ALEX, alexs, { title: 'By Alex, again' });
    const [, alexsFirst] = await revisionsOf(alexs.id);
    const refused = await api().post(`/api/cms/content/${alexs.id}/revisions/${alexsFirst!.id}/restore`).set(as(CASEY)).expect(403);
    expect(refused.body.error).toBe("Your role (contributor) can change only your own items: editors and administrators change anyone's");

    const caseys = await created(CASEY, { title: 'By Casey', status: 'draft' });
    await saved(EDEN, caseys, { title: 'Published by Eden', status: 'published' });
    await saved(EDEN, { ...caseys, version: 2 }, { title: 'Back to draft', status: 'draft' });
    const [, published] = await revisionsOf(caseys.id);
    expect(published!.status).toBe('published');
    const cannotPublish = await api().post(`/api/cms/content/${caseys.id}/revisions/${published!.id}/restore`).set(as(CASEY)).expect(403);
    expect(cannotPublish.body.error).toBe('Your role (contributor) cannot publish: save the item as a draft; authors, editors and administrators publish');
  });

  it("lets a contributor restore a draft revision of their own draft, and an author their own item but not another's", async () => {
    const caseys = await created(CASEY, { title: 'Casey draft', status: 'draft' });
    await saved(CASEY, caseys, { title: 'Casey draft, longer' });
    const [, first] = await revisionsOf(caseys.id);
    expect((await api().post(`/api/cms/content/${caseys.id}/revisions/${first!.id}/restore`).set(as(CASEY)).expect(200)).body.title).toBe('Casey draft');

    const edens = await created(EDEN, { title: 'Eden post' });
    await saved(EDEN, edens, { title: 'Eden post, edited' });
    const [, edensFirst] = await revisionsOf(edens.id);
    await api().post(`/api/cms/content/${edens.id}/revisions/${edensFirst!.id}/restore`).set(as(ALEX)).expect(403);
    await api().post(`/api/cms/content/${edens.id}/revisions/${edensFirst!.id}/restore`).set(as(EDEN)).expect(200);
  });
});
