import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { startTestDatabase, type TestDatabase } from '../../infra/src/test-database';
import { contentInput } from './support/content-input';
import { resetContent, startApp, withDatabase } from './support/test-app';
import { AuditRetention } from '@site/nest-server-kit';
import { generateSigningKey, staffToken, staffTokenAs, type TestStaff } from '@site/nest-server-kit/testing';

const key = generateSigningKey('roles-key');

// Two people of each of the lower roles, so "someone else's item" is a real other person.
const CASEY = { role: 'contributor', userId: '11111111-1111-4111-8111-111111111111', username: 'casey', displayName: 'Casey Contributor' } as const;
const CHRIS = { role: 'contributor', userId: '22222222-2222-4222-8222-222222222222', username: 'chris', displayName: 'Chris Contributor' } as const;
const ALEX = { role: 'author', userId: '33333333-3333-4333-8333-333333333333', username: 'alex', displayName: 'Alex Author' } as const;
const ANNA = { role: 'author', userId: '44444444-4444-4444-8444-444444444444', username: 'anna', displayName: 'Anna Author' } as const;
const EDEN = { role: 'editor', userId: '55555555-5555-4555-8555-555555555555', username: 'eden', displayName: 'Eden Editor' } as const;
const ADA = { role: 'administrator', userId: '66666666-6666-4666-8666-666666666666', username: 'ada', displayName: 'Ada Admin' } as const;

const CANNOT_PUBLISH = 'Your role (contributor) cannot publish: save the item as a draft; authors, editors and administrators publish';

let db: TestDatabase;
let app: NestExpressApplication;

beforeAll(async () => {
  db = await startTestDatabase();
  app = await startApp({ DATABASE_URL: db.contentUrl, JWT_PUBLIC_KEY: key.publicKeyPem, SEED_SAMPLE_CONTENT: 'false', TRUST_PROXY: '1' });
});

afterAll(async () => {
  await app?.close();
  await db?.stop();
});

beforeEach(async () => {
  await resetContent(db.contentUrl, app);
  await withDatabase(db.contentUrl, (client) => client.query('TRUNCATE content.audit_events'));
});

const api = () => request(app.getHttpServer());
const as = (staff: TestStaff) => ({ Authorization: `Bearer ${staffTokenAs(key, staff)}`, 'X-Forwarded-For': '203.0.113.5' });

interface Item {
  id: string;
  title: string;
  status: string;
  createdBy: { id: string; displayName: string } | null;
  updatedBy: { id: string; displayName: string } | null;
}

let titles = 0;
/** Creates an item as the given staff member (a draft unless told otherwise) and returns it. */
async function itemOf(staff: TestStaff, status: 'draft' | 'published' = 'draft'): Promise<Item> {
  titles += 1;
  const body = contentInput({ title: `Item ${titles} of ${staff.username}`, status });
  return (await api().post('/api/cms/content').set(as(staff)).send(body).expect(201)).body as Item;
}

const stored = async (id: string): Promise<Item | undefined> =>
  ((await api().get('/api/cms/content').set(as(ADA)).expect(200)).body as Item[]).find((item) => item.id === id);

const forbidden = (message: string) => ({ statusCode: 403, error: message });

describe('a contributor', () => {
  it('may not create a published item, and nothing is stored', async () => {
    const response = await api().post('/api/cms/content').set(as(CASEY)).send(contentInput({ status: 'published' })).expect(403);
    expect(response.body).toEqual(forbidden(CANNOT_PUBLISH));
    expect((await api().get('/api/cms/content').set(as(ADA)).expect(200)).body).toEqual([]);
  });

  it('creates a draft, recorded as theirs with the display name from the token', async () => {
    const response = await api().post('/api/cms/content').set(as(CASEY)).send(contentInput({ status: 'draft' })).expect(201);
    const me = { id: CASEY.userId, displayName: 'Casey Contributor' };
    expect(response.body).toMatchObject({ status: 'draft', createdBy: me, updatedBy: me });
    expect(await stored((response.body as Item).id)).toMatchObject({ createdBy: me, updatedBy: me });
  });

  it('edits their own draft, but may not publish it', async () => {
    const draft = await itemOf(CASEY);
    await api().put(`/api/cms/content/${draft.id}`).set(as(CASEY)).send(contentInput({ title: 'Better title', status: 'draft' })).expect(200);
    const refused = await api().put(`/api/cms/content/${draft.id}`).set(as(CASEY)).send(contentInput({ title: 'Published?', status: 'published' })).expect(403);
    expect(refused.body).toEqual(forbidden(CANNOT_PUBLISH));
    expect(await stored(draft.id)).toMatchObject({ title: 'Better title', status: 'draft' });
  });

  it("may not edit someone else's draft, nor their own item once it is published", async () => {
    const chrisDraft = await itemOf(CHRIS);
    const refused = await api().put(`/api/cms/content/${chrisDraft.id}`).set(as(CASEY)).send(contentInput({ status: 'draft' })).expect(403);
    expect(refused.body).toEqual(forbidden("Your role (contributor) can change only your own items: editors and administrators change anyone's"));

    const mine = await itemOf(CASEY);
    await api().put(`/api/cms/content/${mine.id}`).set(as(EDEN)).send(contentInput({ title: 'Published by Eden', status: 'published' })).expect(200);
    const late = await api().put(`/api/cms/content/${mine.id}`).set(as(CASEY)).send(contentInput({ title: 'Changed', status: 'draft' })).expect(403);
    expect(late.body).toEqual(forbidden('Your role (contributor) can change only your own drafts: this item is published; editors and administrators change it'));
    expect(await stored(mine.id)).toMatchObject({ title: 'Published by Eden', status: 'published' });
  });

  it('may delete nothing, not even their own draft', async () => {
    const mine = await itemOf(CASEY);
    const theirs = await itemOf(CHRIS);
    for (const id of [mine.id, theirs.id]) {
      const response = await api().delete(`/api/cms/content/${id}`).set(as(CASEY)).expect(403);
      expect(response.body).toEqual(forbidden("Your role (contributor) cannot delete items: authors delete their own, editors and administrators anyone's"));
      expect(await stored(id)).toBeDefined();
    }
  });
});

describe('an author', () => {
  it('publishes their own items, on creation and by editing a draft, and deletes them', async () => {
    const published = await itemOf(ALEX, 'published');
    expect(published).toMatchObject({ status: 'published', createdBy: { id: ALEX.userId, displayName: 'Alex Author' } });
    const draft = await itemOf(ALEX);
    const edited = await api().put(`/api/cms/content/${draft.id}`).set(as(ALEX)).send(contentInput({ title: 'Now live', status: 'published' })).expect(200);
    expect(edited.body).toMatchObject({ status: 'published', title: 'Now live' });
    await api().delete(`/api/cms/content/${published.id}`).set(as(ALEX)).expect(204);
    expect(await stored(published.id)).toBeUndefined();
  });

  it("may neither edit nor delete someone else's item", async () => {
    for (const other of [await itemOf(ANNA, 'published'), await itemOf(CASEY)]) {
      const edit = await api().put(`/api/cms/content/${other.id}`).set(as(ALEX)).send(contentInput({ title: 'Mine now' })).expect(403);
      expect(edit.body).toEqual(forbidden("Your role (author) can change only your own items: editors and administrators change anyone's"));
      const remove = await api().delete(`/api/cms/content/${other.id}`).set(as(ALEX)).expect(403);
      expect(remove.body).toEqual(forbidden("Your role (author) can delete only your own items: editors and administrators delete anyone's"));
      expect(await stored(other.id)).toMatchObject({ title: other.title });
    }
  });

  it('may not change an item made before staff users existed (it belongs to nobody)', async () => {
    const old = await itemOf(ADA);
    await withDatabase(db.contentUrl, (client) =>
      client.query('UPDATE content.content_items SET created_by_id = NULL, created_by_name = NULL, updated_by_id = NULL, updated_by_name = NULL WHERE id = $1', [old.id]),
    );
    expect(await stored(old.id)).toMatchObject({ createdBy: null, updatedBy: null });
    await api().put(`/api/cms/content/${old.id}`).set(as(ALEX)).send(contentInput()).expect(403);
    await api().delete(`/api/cms/content/${old.id}`).set(as(ALEX)).expect(403);
    const edited = await api().put(`/api/cms/content/${old.id}`).set(as(EDEN)).send(contentInput({ title: 'Adopted' })).expect(200);
    expect(edited.body).toMatchObject({ createdBy: null, updatedBy: { id: EDEN.userId, displayName: 'Eden Editor' } });
  });
});

describe.each([EDEN, ADA])('an $role', (staff) => {
  it("edits and deletes anyone's item; the item keeps its creator and names the last editor", async () => {
    const casey = await itemOf(CASEY);
    const anna = await itemOf(ANNA, 'published');
    const edited = await api().put(`/api/cms/content/${casey.id}`).set(as(staff)).send(contentInput({ title: 'Edited', status: 'published' })).expect(200);
    expect(edited.body).toMatchObject({
      status: 'published',
      createdBy: { id: CASEY.userId, displayName: 'Casey Contributor' },
      updatedBy: { id: staff.userId, displayName: staff.displayName },
    });
    await api().delete(`/api/cms/content/${anna.id}`).set(as(staff)).expect(204);
    expect(await stored(anna.id)).toBeUndefined();
  });
});

it.each([CASEY, ALEX, EDEN, ADA])('every role reads the CMS list ($role)', async (staff) => {
  const item = await itemOf(ALEX);
  const list = (await api().get('/api/cms/content').set(as(staff)).expect(200)).body as Item[];
  expect(list.map(({ id }) => id)).toEqual([item.id]);
});

it('keeps who created and changed an item out of every public answer', async () => {
  const item = await itemOf(ALEX, 'published');
  const answers = [
    (await api().get('/api/content').expect(200)).body as object[],
    (await api().get('/api/content?fields=summary').expect(200)).body as object[],
    ((await api().get('/api/content?limit=5').expect(200)).body as { items: object[] }).items,
    [(await api().get(`/api/content/${(item as Item & { slug: string }).slug}`).expect(200)).body as object],
  ];
  for (const answer of answers) {
    expect(answer).toHaveLength(1);
    expect(JSON.stringify(answer)).not.toMatch(/createdBy|updatedBy|created_by|updated_by|Alex Author|33333333/);
  }
});

describe('tokens the CMS refuses', () => {
  it.each<[string, () => string]>([
    ['limited to two-step setup (scope)', () => staffToken(key, { scope: 'mfa-setup' })],
    ['without a role', () => staffToken(key, { role: undefined })],
    ['with an unknown role', () => staffToken(key, { role: 'owner' })],
    ['whose subject is not a user id', () => staffToken(key, { sub: 'admin' })],
    ['without a username', () => staffToken(key, { preferred_username: undefined })],
  ])('refuses a token %s with 401', async (_name, token) => {
    for (const send of [
      () => api().get('/api/cms/content'),
      () => api().post('/api/cms/content').send(contentInput({ status: 'draft' })),
      () => api().get('/api/cms/activity'),
    ]) {
      const response = await send().set('Authorization', `Bearer ${token()}`).expect(401);
      expect(response.body).toEqual({ statusCode: 401, error: 'Invalid or expired token' });
    }
  });
});

describe('GET /api/cms/activity', () => {
  interface Activity {
    time: string;
    event: string;
    userId: string | null;
    username: string | null;
    itemId?: string;
    title?: string;
    clientAddress: string;
  }

  it('shows administrators the changes just made, newest first, with who, what and from where', async () => {
    const draft = await itemOf(CASEY);
    await api().put(`/api/cms/content/${draft.id}`).set(as(EDEN)).send(contentInput({ title: 'Edited by Eden', status: 'published' })).expect(200);
    await api().delete(`/api/cms/content/${draft.id}`).set(as(ADA)).expect(204);
    // Refused attempts change nothing and are not activity.
    await api().delete(`/api/cms/content/${draft.id}`).set(as(CASEY)).expect(403);

    const response = await api().get('/api/cms/activity').set(as(ADA)).expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const address = '203.0.113.5';
    expect(response.body).toEqual([
      { time: expect.any(String), event: 'content.deleted', userId: ADA.userId, username: 'ada', itemId: draft.id, title: 'Edited by Eden', clientAddress: address },
      { time: expect.any(String), event: 'content.updated', userId: EDEN.userId, username: 'eden', itemId: draft.id, title: 'Edited by Eden', clientAddress: address },
      { time: expect.any(String), event: 'content.created', userId: CASEY.userId, username: 'casey', itemId: draft.id, title: draft.title, clientAddress: address },
    ]);
    const times = (response.body as Activity[]).map(({ time }) => Date.parse(time));
    expect(times.every((time) => Math.abs(Date.now() - time) < 60_000)).toBe(true);
  });

  it.each([EDEN, ALEX, CASEY])('is closed to an $role (403)', async (staff) => {
    const response = await api().get('/api/cms/activity').set(as(staff)).expect(403);
    expect(response.body).toEqual(forbidden(`Your role (${staff.role}) cannot do this: administrators only`));
  });

  it('pages with limit and before', async () => {
    for (let index = 0; index < 3; index += 1) await itemOf(ALEX);
    const all = (await api().get('/api/cms/activity').set(as(ADA)).expect(200)).body as Activity[];
    expect(all.map(({ title }) => title)).toEqual([`Item ${titles} of alex`, `Item ${titles - 1} of alex`, `Item ${titles - 2} of alex`]);
    const first = (await api().get('/api/cms/activity?limit=1').set(as(ADA)).expect(200)).body as Activity[];
    expect(first).toEqual([all[0]]);
    await withDatabase(db.contentUrl, (client) =>
      client.query(`UPDATE content.audit_events SET occurred_at = occurred_at - interval '1 hour' WHERE title <> $1`, [all[0].title]),
    );
    const older = (await api().get(`/api/cms/activity?before=${encodeURIComponent(first[0].time)}`).set(as(ADA)).expect(200)).body as Activity[];
    expect(older.map(({ title }) => title)).toEqual([all[1].title, all[2].title]);
  });

  it.each(['limit=0', 'limit=201', 'limit=ten', 'before=yesterday', 'user=ada'])('refuses ?%s with 400', async (query) => {
    await api().get(`/api/cms/activity?${query}`).set(as(ADA)).expect(400);
  });

  it('forgets events older than 365 days in its daily pass', async () => {
    await itemOf(ALEX);
    await withDatabase(db.contentUrl, async (client) => {
      await client.query(
        `INSERT INTO content.audit_events (occurred_at, event, username, client_address) VALUES
           (now() - interval '366 days', 'content.deleted', 'old', '192.0.2.1'),
           (now() - interval '364 days', 'content.updated', 'recent', '192.0.2.1')`,
      );
    });
    await expect(app.get(AuditRetention).run()).resolves.toBe(1);
    const left = (await api().get('/api/cms/activity').set(as(ADA)).expect(200)).body as Activity[];
    expect(left.map(({ username }) => username)).toEqual(['alex', 'recent']);
  });
});
