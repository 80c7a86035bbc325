import { generateSigningKey, staffTokenAs, type TestStaff } from '@site/nest-server-kit/testing';
import { useContentApp } from './support/content-app-suite';
import { contentInput } from './support/content-input';
import { withDatabase } from './support/test-app';

const key = generateSigningKey('reviews-key');
const SITE_URL = 'https://www.example.com.au';
const suite = useContentApp(key, { SITE_URL });

const CASEY = { role: 'contributor', userId: '11111111-1111-4111-8111-111111111111', username: 'casey', displayName: 'Casey Contributor' } as const;
const ALEX = { role: 'author', userId: '33333333-3333-4333-8333-333333333333', username: 'alex', displayName: 'Alex Author' } as const;
const ANNA = { role: 'author', userId: '44444444-4444-4444-8444-444444444444', username: 'anna', displayName: 'Anna Author' } as const;
const EDEN = { role: 'editor', userId: '55555555-5555-4555-8555-555555555555', username: 'eden', displayName: 'Eden Editor' } as const;
const ADA = { role: 'administrator', userId: '66666666-6666-4666-8666-666666666666', username: 'ada', displayName: 'Ada Admin' } as const;
const as = (staff: TestStaff) => ({ Authorization: `Bearer ${staffTokenAs(key, staff)}` });

const DAY_MS = 86_400_000;

interface Item { id: string; version: number; approval: { status: string; version: number | null; by: { name: string; email: string } | null; at: string | null } }
interface Created { id: string; url: string; expiresAt: string }

beforeEach(() => withDatabase(suite.db.contentUrl, async (client) => {
  await client.query('DELETE FROM content.publishing_settings');
  await client.query('TRUNCATE content.audit_events');
}));

const draftOf = async (staff: TestStaff, overrides: Record<string, unknown> = {}): Promise<Item> =>
  (await suite.api().post('/api/cms/content').set(as(staff)).send(contentInput({ status: 'draft', type: 'case-study', slug: `draft-${Date.now()}`, ...overrides })).expect(201)).body as Item;
const share = async (itemId: string, staff: TestStaff = ADA, body: Record<string, unknown> = {}): Promise<Created> =>
  (await suite.api().post(`/api/cms/content/${itemId}/reviews`).set(as(staff)).send(body).expect(201)).body as Created;
const tokenOf = (url: string) => url.split('/review/')[1] ?? '';
const decide = (token: string, fields: Record<string, unknown> = {}) =>
  suite.api().post('/api/reviews/decision').send({ token, name: 'Priya Client', email: 'priya@client.example', decision: 'approve', ...fields });
const itemNow = async (id: string): Promise<Item> => (await suite.api().get(`/api/cms/content/${id}`).set(as(ADA)).expect(200)).body as Item;

describe('POST /api/cms/content/{id}/reviews', () => {
  it('makes a link on the site address, valid seven days unless told, with an unguessable token kept only as a hash', async () => {
    const item = await draftOf(ALEX);
    const before = Date.now();
    const link = await share(item.id, ALEX);
    expect(link.url).toMatch(new RegExp(`^${SITE_URL}/review/[A-Za-z0-9_-]{43}$`));
    expect(Date.parse(link.expiresAt) - before).toBeGreaterThanOrEqual(7 * DAY_MS - 5_000);
    expect(Date.parse(link.expiresAt) - before).toBeLessThan(7 * DAY_MS + 60_000);
    const thirty = await share(item.id, ALEX, { expiresInDays: 30 });
    expect(Date.parse(thirty.expiresAt) - before).toBeGreaterThanOrEqual(30 * DAY_MS - 5_000);

    const stored = await withDatabase(suite.db.contentUrl, (client) => client.query<{ row: string }>('SELECT row_to_json(l)::text AS row FROM content.review_links l'));
    for (const { row } of stored.rows) expect(row).not.toContain(tokenOf(link.url));
    expect(stored.rows.map(({ row }) => row).join()).toContain((await import('node:crypto')).createHash('sha256').update(tokenOf(link.url)).digest('hex'));
  });

  it.each([
    ['0 days', { expiresInDays: 0 }],
    ['31 days', { expiresInDays: 31 }],
    ['a fraction of a day', { expiresInDays: 1.5 }],
    ['days as text', { expiresInDays: 'seven' }],
    ['an unknown field', { audience: 'client' }],
  ])('refuses %s with 400', async (_case, body) => {
    const item = await draftOf(ALEX);
    await suite.api().post(`/api/cms/content/${item.id}/reviews`).set(as(ALEX)).send(body).expect(400);
  });

  it('lets the item\'s author, editors and administrators share; not another author, nor a contributor on someone else\'s item, nor anyone without a token', async () => {
    const item = await draftOf(ALEX);
    for (const staff of [ALEX, EDEN, ADA]) await share(item.id, staff);
    for (const staff of [ANNA, CASEY]) {
      const refused = await suite.api().post(`/api/cms/content/${item.id}/reviews`).set(as(staff)).send({}).expect(403);
      expect((refused.body as { error: string }).error).toMatch(/only your own items for review/);
    }
    await suite.api().post(`/api/cms/content/${item.id}/reviews`).send({}).expect(401);
    const caseysOwn = await draftOf(CASEY);
    await share(caseysOwn.id, CASEY);
    await suite.api().post('/api/cms/content/00000000-0000-4000-8000-000000000000/reviews').set(as(ADA)).send({}).expect(404);
  });
});

describe('reviewers\' decisions', () => {
  it('lists the links with their decisions, each on the version it was made on', async () => {
    const item = await draftOf(ALEX);
    const link = await share(item.id, ALEX);
    await decide(tokenOf(link.url), { decision: 'changes', comment: 'Please name our product correctly.' }).expect(201);
    await decide(tokenOf(link.url), { name: 'Sam Expert', email: 'sam@client.example' }).expect(201);

    const listed = await suite.api().get(`/api/cms/content/${item.id}/reviews`).set(as(CASEY)).expect(200);
    expect(listed.body).toEqual([{
      id: link.id, createdAt: expect.any(String), createdBy: { id: ALEX.userId, displayName: ALEX.displayName }, expiresAt: link.expiresAt, revokedAt: null,
      decisions: [
        { name: 'Priya Client', email: 'priya@client.example', decision: 'changes', comment: 'Please name our product correctly.', version: item.version, at: expect.any(String) },
        { name: 'Sam Expert', email: 'sam@client.example', decision: 'approve', comment: '', version: item.version, at: expect.any(String) },
      ],
    }]);
  });

  it.each([
    ['a comment of 2,001 characters', { comment: 'x'.repeat(2001) }],
    ['no name', { name: '' }],
    ['no e-mail', { email: undefined }],
    ['an e-mail that is not one', { email: 'priya at client' }],
    ['a decision that is neither', { decision: 'maybe' }],
    ['no token', { token: undefined }],
    ['an unknown field', { role: 'administrator' }],
  ])('refuses %s with 400', async (_case, fields) => {
    const item = await draftOf(ALEX);
    const link = await share(item.id);
    await decide(tokenOf(link.url), fields).expect(400);
    expect((await itemNow(item.id)).approval.status).toBe('none');
  });

  it('takes a comment of exactly 2,000 characters', async () => {
    const item = await draftOf(ALEX);
    await decide(tokenOf((await share(item.id)).url), { comment: 'x'.repeat(2000) }).expect(201);
  });

  it('answers 404 for a token no link has', async () => {
    await decide('A'.repeat(43)).expect(404);
  });

  it('shows the approval on the item (who, when, which version) until any later save, which makes it none', async () => {
    const item = await draftOf(ALEX);
    expect((await itemNow(item.id)).approval).toEqual({ status: 'none', version: null, by: null, at: null });
    const link = await share(item.id);
    await decide(tokenOf(link.url), { decision: 'changes' }).expect(201);
    expect((await itemNow(item.id)).approval.status).toBe('changes-requested');
    await decide(tokenOf(link.url)).expect(201);
    expect((await itemNow(item.id)).approval).toEqual({
      status: 'approved', version: item.version, by: { name: 'Priya Client', email: 'priya@client.example' }, at: expect.any(String),
    });

    await suite.api().put(`/api/cms/content/${item.id}`).set(as(ALEX)).send(contentInput({ status: 'draft', type: 'case-study', slug: 'edited', title: 'Edited' })).expect(200);
    expect((await itemNow(item.id)).approval).toEqual({ status: 'none', version: null, by: null, at: null });
  });

  it('refuses a decision on a version the reviewer did not read (409)', async () => {
    const item = await draftOf(ALEX);
    const link = await share(item.id);
    await decide(tokenOf(link.url), { version: item.version + 1 }).expect(409);
    await decide(tokenOf(link.url), { version: item.version }).expect(201);
  });

  it('puts decisions, shares and revocations in the activity log', async () => {
    const item = await draftOf(ALEX, { title: 'A case study for Acme' });
    const link = await share(item.id, ALEX);
    await decide(tokenOf(link.url), { decision: 'changes', comment: 'Not yet' }).expect(201);
    await suite.api().delete(`/api/cms/reviews/${link.id}`).set(as(ALEX)).expect(204);
    const activity = (await suite.api().get('/api/cms/activity').set(as(ADA)).expect(200)).body as Array<Record<string, unknown>>;
    expect(activity.slice(0, 3).map(({ event, username, itemId, title, reason }) => ({ event, username, itemId, title, reason }))).toEqual([
      { event: 'content.review-revoked', username: 'alex', itemId: item.id, title: 'A case study for Acme', reason: undefined },
      { event: 'content.review-changes-requested', username: null, itemId: item.id, title: 'A case study for Acme', reason: `Priya Client <priya@client.example> on version ${item.version}: Not yet` },
      { event: 'content.review-shared', username: 'alex', itemId: item.id, title: 'A case study for Acme', reason: undefined },
    ]);
  });

  it('takes 5 decisions an hour per link, then 429 with Retry-After; another link is not affected', async () => {
    const item = await draftOf(ALEX);
    const [first, second] = [await share(item.id), await share(item.id)];
    for (let count = 0; count < 5; count += 1) await decide(tokenOf(first.url)).expect(201);
    const refused = await decide(tokenOf(first.url)).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    await decide(tokenOf(second.url)).expect(201);
  });
});

describe('revoked and expired links', () => {
  it('answer 410 at once after DELETE /api/cms/reviews/{id} (204), and the list shows when', async () => {
    const item = await draftOf(ALEX);
    const link = await share(item.id, ALEX);
    await suite.api().delete(`/api/cms/reviews/${link.id}`).set(as(ANNA)).expect(403);
    await suite.api().delete(`/api/cms/reviews/${link.id}`).set(as(ALEX)).expect(204);
    const gone = await decide(tokenOf(link.url)).expect(410);
    expect((gone.body as { error: string }).error).toMatch(/expired or was withdrawn/);
    const [listed] = (await suite.api().get(`/api/cms/content/${item.id}/reviews`).set(as(ALEX)).expect(200)).body as Array<{ revokedAt: string | null }>;
    expect(listed?.revokedAt).toEqual(expect.any(String));
    await suite.api().delete('/api/cms/reviews/00000000-0000-4000-8000-000000000000').set(as(ADA)).expect(404);
    await suite.api().delete('/api/cms/reviews/not-a-uuid').set(as(ADA)).expect(400);
  });

  it('answer 410 once their time is up', async () => {
    const item = await draftOf(ALEX);
    const link = await share(item.id);
    await withDatabase(suite.db.contentUrl, (client) => client.query("UPDATE content.review_links SET expires_at = now() - interval '1 second' WHERE id = $1", [link.id]));
    await decide(tokenOf(link.url)).expect(410);
  });
});

describe('PUT /api/cms/settings/publishing', () => {
  const setRequired = (approvalRequired: Record<string, unknown>, staff: TestStaff = ADA) =>
    suite.api().put('/api/cms/settings/publishing').set(as(staff)).send({ approvalRequired });

  it('is off for both types until an administrator turns it on; only administrators may', async () => {
    expect((await suite.api().get('/api/cms/settings/publishing').set(as(CASEY)).expect(200)).body).toEqual({ approvalRequired: { blog: false, 'case-study': false } });
    await setRequired({ 'case-study': true }, EDEN).expect(403);
    expect((await setRequired({ 'case-study': true }).expect(200)).body).toEqual({ approvalRequired: { blog: false, 'case-study': true } });
  });

  it.each([
    ['an unknown type', { news: true }],
    ['a value that is not true or false', { blog: 'yes' }],
  ])('refuses %s with 400', async (_case, body) => {
    await setRequired(body).expect(400);
  });

  it('when required, refuses publishing or scheduling an unapproved item with 409 and says why; drafts and other types are saved', async () => {
    await setRequired({ 'case-study': true }).expect(200);
    const publish = (id: string, version: number, overrides: Record<string, unknown> = {}) =>
      suite.api().put(`/api/cms/content/${id}`).set(as(ALEX)).send(contentInput({ type: 'case-study', slug: 'acme', status: 'published', version, ...overrides }));

    const created = await suite.api().post('/api/cms/content').set(as(ALEX)).send(contentInput({ type: 'case-study', slug: 'acme-new', status: 'published' })).expect(409);
    expect((created.body as { error: string }).error).toMatch(/must be approved before it is published or scheduled/);
    await suite.api().post('/api/cms/content').set(as(ALEX)).send(contentInput({ type: 'blog', slug: 'a-blog', status: 'published' })).expect(201);

    const item = await draftOf(ALEX, { slug: 'acme' });
    const link = await share(item.id);
    await publish(item.id, item.version).expect(409);
    await publish(item.id, item.version, { datePublished: '2099-01-01' }).expect(409);
    await decide(tokenOf(link.url), { decision: 'changes' }).expect(201);
    await publish(item.id, item.version).expect(409);

    await decide(tokenOf(link.url)).expect(201);
    const published = await publish(item.id, item.version).expect(200);
    expect((published.body as { status: string }).status).toBe('published');
  });

  it('counts a restore that publishes as publishing: refused (409) unless the current or the restored version is approved', async () => {
    await setRequired({ 'case-study': true }).expect(200);
    const item = await draftOf(ALEX, { slug: 'restored' });
    const link = await share(item.id);
    await decide(tokenOf(link.url)).expect(201);
    const save = (version: number, status: string) =>
      suite.api().put(`/api/cms/content/${item.id}`).set(as(ALEX)).send(contentInput({ type: 'case-study', slug: 'restored', status, version, title: `Saved as ${status}` }));
    await save(1, 'published').expect(200);
    await save(2, 'draft').expect(200);
    const revisions = (await suite.api().get(`/api/cms/content/${item.id}/revisions`).set(as(ALEX)).expect(200)).body as Array<{ id: string; version: number }>;
    const publishedRevision = revisions.find((revision) => revision.version === 2);
    const restore = () => suite.api().post(`/api/cms/content/${item.id}/revisions/${publishedRevision?.id ?? ''}/restore`).set(as(ALEX));

    const refused = await restore().expect(409);
    expect((refused.body as { error: string }).error).toMatch(/must be approved before it is published or scheduled/);
    expect((await itemNow(item.id)).version).toBe(3);

    await decide(tokenOf(link.url), { version: 3 }).expect(201);
    const restored = await restore().expect(200);
    expect(restored.body).toMatchObject({ status: 'published', version: 4 });
  });
});

describe('GET /api/cms/content/{id}/revisions', () => {
  it('shows each decision under the version it was made on', async () => {
    const item = await draftOf(ALEX);
    const link = await share(item.id);
    await decide(tokenOf(link.url), { decision: 'changes', comment: 'Name the client.' }).expect(201);
    await suite.api().put(`/api/cms/content/${item.id}`).set(as(ALEX)).send(contentInput({ type: 'case-study', slug: 'named', status: 'draft', version: 1 })).expect(200);
    await decide(tokenOf(link.url), { name: 'Sam Expert', email: 'sam@client.example' }).expect(201);

    const revisions = (await suite.api().get(`/api/cms/content/${item.id}/revisions`).set(as(EDEN)).expect(200)).body as Array<{ version: number; decisions: unknown[] }>;
    expect(revisions.map((revision) => [revision.version, revision.decisions])).toEqual([
      [2, [expect.objectContaining({ name: 'Sam Expert', email: 'sam@client.example', decision: 'approve', version: 2, comment: '' })]],
      [1, [expect.objectContaining({ name: 'Priya Client', decision: 'changes', version: 1, comment: 'Name the client.' })]],
    ]);
  });
});
