import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { startTestDatabase, type TestDatabase } from '../../infra/src/test-database';
import { contactEnquiry, shortEnquiry } from './support/enquiry-payloads';
import { resetEnquiries, startApp, withDatabase } from './support/test-app';
import { generateSigningKey, type JwksServer, staffToken, staffTokenAs, startJwksServer, TEST_STAFF, type TestStaff } from '@site/nest-server-kit/testing';

const key = generateSigningKey('inbox-roles');
const EDITOR: TestStaff = { role: 'editor' };
const ADMIN: TestStaff = { role: 'administrator' };

let db: TestDatabase;
let jwks: JwksServer;
let app: NestExpressApplication;

beforeAll(async () => {
  db = await startTestDatabase();
  jwks = await startJwksServer([key]);
  app = await startApp({ DATABASE_URL: db.enquiryUrl, AUTH_JWKS_URL: jwks.url, JWT_PUBLIC_KEY: undefined, TRUST_PROXY: '1' });
});

afterAll(async () => {
  await app?.close();
  await jwks?.close();
  await db?.stop();
});

beforeEach(async () => {
  await resetEnquiries(db.adminUrl);
  await withDatabase(db.enquiryUrl, (client) => client.query('TRUNCATE enquiry.audit_events'));
});

const api = () => request(app.getHttpServer());
const as = (staff: TestStaff) => ({ Authorization: `Bearer ${staffTokenAs(key, staff)}`, 'X-Forwarded-For': '198.51.100.23' });
const receive = async (body: Record<string, unknown>): Promise<string> =>
  ((await api().post('/api/enquiries').send(body).expect(201)).body as { id: string }).id;

const EDITORS_ONLY = (role: string) => ({ statusCode: 403, error: `Your role (${role}) cannot do this: editors and administrators only` });

describe.each(['contributor', 'author'] as const)('the %s role', (role) => {
  it('is refused the whole inbox with 403, and nothing changes', async () => {
    const id = await receive(shortEnquiry());
    for (const send of [
      () => api().get('/api/cms/enquiries'),
      () => api().get('/api/cms/enquiries/counts'),
      () => api().get('/api/cms/enquiries/export.csv'),
      () => api().patch(`/api/cms/enquiries/${id}`).send({ status: 'handled' }),
      () => api().delete(`/api/cms/enquiries/${id}`),
      () => api().get(`/api/cms/enquiries/${id}`),
      () => api().patch(`/api/cms/enquiries/${id}`).send({ stage: 'won' }),
      () => api().post(`/api/cms/enquiries/${id}/notes`).send({ text: 'Called back' }),
      () => api().get('/api/cms/enquiries/assignees'),
      () => api().get('/api/cms/enquiries/report?days=30'),
    ]) {
      const response = await send().set(as({ role })).expect(403);
      expect(response.body).toEqual(EDITORS_ONLY(role));
      expect(response.text).not.toContain('Jane');
    }
    const erase = await api().post('/api/cms/enquiries/erase').set(as({ role })).send({ email: 'jane.citizen@example.com.au' }).expect(403);
    expect(erase.body).toEqual({ statusCode: 403, error: `Your role (${role}) cannot do this: administrators only` });
    const listed = (await api().get('/api/cms/enquiries').set(as(EDITOR)).expect(200)).body as { items: Array<{ id: string; status: string }> };
    expect(listed.items).toEqual([expect.objectContaining({ id, status: 'new' })]);
    expect((await api().get('/api/cms/enquiries/activity').set(as(ADMIN)).expect(200)).body).toEqual([]);
  });
});

describe.each([EDITOR, ADMIN])('an $role', (staff) => {
  it('lists, counts, exports, changes status and deletes', async () => {
    const id = await receive(shortEnquiry());
    const listed = (await api().get('/api/cms/enquiries').set(as(staff)).expect(200)).body as { items: Array<{ firstName: string }> };
    expect(listed.items.map(({ firstName }) => firstName)).toEqual(['Jane']);
    await api().get('/api/cms/enquiries/counts').set(as(staff)).expect(200);
    expect((await api().get('/api/cms/enquiries/export.csv').set(as(staff)).expect(200)).text).toContain('jane.citizen@example.com.au');
    expect((await api().patch(`/api/cms/enquiries/${id}`).set(as(staff)).send({ status: 'handled' }).expect(200)).body).toMatchObject({ id, status: 'handled' });
    await api().delete(`/api/cms/enquiries/${id}`).set(as(staff)).expect(204);
    expect(((await api().get('/api/cms/enquiries').set(as(staff)).expect(200)).body as { total: number }).total).toBe(0);
  });
});

it.each<[string, () => string]>([
  ['limited to two-step setup (scope)', () => staffToken(key, { scope: 'mfa-setup' })],
  ['without a role', () => staffToken(key, { role: undefined })],
])('refuses a token %s with 401', async (_name, token) => {
  for (const path of ['/api/cms/enquiries', '/api/cms/enquiries/activity']) {
    const response = await api().get(path).set('Authorization', `Bearer ${token()}`).expect(401);
    expect(response.body).toEqual({ statusCode: 401, error: 'Invalid or expired token' });
  }
});

describe('the activity of the inbox', () => {
  function captureStdout(): { lines: () => Array<Record<string, unknown>>; stop: () => void } {
    const written: string[] = [];
    const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
      return true;
    });
    const lines = () =>
      written.join('').split('\n').filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((line) => line.audit === true);
    return { lines, stop: () => spy.mockRestore() };
  }

  it('records status changes, deletions and exports by id, on stdout and for administrators, never the enquirer', async () => {
    const jane = await receive(shortEnquiry());
    const sam = await receive(contactEnquiry());
    const stdout = captureStdout();
    try {
      await api().patch(`/api/cms/enquiries/${jane}`).set(as(EDITOR)).set('X-Request-Id', 'req-status').send({ status: 'handled' }).expect(200);
      await api().get('/api/cms/enquiries/export.csv?form=contact&q=Okafor').set(as(EDITOR)).expect(200);
      await api().delete(`/api/cms/enquiries/${sam}`).set(as(ADMIN)).expect(204);
      // A refused or failed action is not activity.
      await api().delete(`/api/cms/enquiries/${sam}`).set(as(ADMIN)).expect(404);
      await api().delete(`/api/cms/enquiries/${jane}`).set(as({ role: 'author' })).expect(403);
    } finally {
      stdout.stop();
    }

    const editor = { userId: TEST_STAFF.editor.userId, username: TEST_STAFF.editor.username };
    const admin = { userId: TEST_STAFF.administrator.userId, username: TEST_STAFF.administrator.username };
    const address = '198.51.100.23';
    const expected = [
      { event: 'enquiry.status_changed', ...editor, itemId: jane, reason: 'status new -> handled', clientAddress: address },
      { event: 'enquiries.exported', ...editor, reason: '1 enquiry (inbox, form contact, a search)', clientAddress: address },
      { event: 'enquiry.deleted', ...admin, itemId: sam, clientAddress: address },
    ];
    expect(stdout.lines()).toEqual(expected.map((event) => ({ time: expect.any(String), audit: true, ...event, requestId: expect.any(String) })));
    expect(stdout.lines()[0].requestId).toBe('req-status');

    const activity = await api().get('/api/cms/enquiries/activity').set(as(ADMIN)).expect(200);
    expect(activity.headers['cache-control']).toBe('no-store');
    expect(activity.body).toEqual([...expected].reverse().map((event) => ({ time: expect.any(String), ...event })));

    const everything = JSON.stringify([stdout.lines(), activity.body]);
    for (const personal of ['Jane', 'Citizen', 'Sam', 'Okafor', 'example.com.au', 'example.org.au', '5200 1234', 'Microsoft 365', 'Essential Eight']) {
      expect(everything).not.toContain(personal);
    }
  });

  it.each(['editor', 'author', 'contributor'] as const)('is closed to the %s role (403)', async (role) => {
    const response = await api().get('/api/cms/enquiries/activity').set(as({ role })).expect(403);
    expect(response.body).toEqual({ statusCode: 403, error: `Your role (${role}) cannot do this: administrators only` });
  });

  it('takes limit and before, and refuses bad values', async () => {
    const ids = [await receive(shortEnquiry()), await receive(shortEnquiry()), await receive(shortEnquiry())];
    for (const id of ids) await api().delete(`/api/cms/enquiries/${id}`).set(as(EDITOR)).expect(204);
    const newest = (await api().get('/api/cms/enquiries/activity?limit=1').set(as(ADMIN)).expect(200)).body as Array<{ itemId: string; time: string }>;
    expect(newest.map(({ itemId }) => itemId)).toEqual([ids[2]]);
    await withDatabase(db.enquiryUrl, (client) =>
      client.query(`UPDATE enquiry.audit_events SET occurred_at = occurred_at - interval '1 minute' WHERE item_id <> $1`, [ids[2]]),
    );
    const older = (await api().get(`/api/cms/enquiries/activity?before=${encodeURIComponent(newest[0].time)}`).set(as(ADMIN)).expect(200))
      .body as Array<{ itemId: string }>;
    expect(older.map(({ itemId }) => itemId)).toEqual([ids[1], ids[0]]);
    for (const query of ['limit=0', 'limit=201', 'before=soon']) {
      await api().get(`/api/cms/enquiries/activity?${query}`).set(as(ADMIN)).expect(400);
    }
  });
});
