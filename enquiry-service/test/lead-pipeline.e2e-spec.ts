import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { generateSigningKey, staffTokenAs, TEST_STAFF, type TestStaff, type JwksServer, startJwksServer } from '@site/nest-server-kit/testing';
import { startTestDatabase, type TestDatabase } from '../../infra/src/test-database';
import { contactEnquiry, shortEnquiry } from './support/enquiry-payloads';
import { resetEnquiries, startApp, withDatabase } from './support/test-app';

// Issue 36 items 1 and 2: attribution as sent, stages, assignee, notes, earlier enquiries of the same address.
const key = generateSigningKey('pipeline');
const EDITOR: TestStaff = { role: 'editor' };
const ADMIN: TestStaff = { role: 'administrator' };
const UNKNOWN_STAFF_ID = '0b7a2c1e-9d3f-4e8a-b6c5-1f2e3d4c5b6a';

let db: TestDatabase;
let auth: JwksServer;
let app: NestExpressApplication;

beforeAll(async () => {
  db = await startTestDatabase();
  auth = await startJwksServer([key]);
  app = await startApp({ DATABASE_URL: db.enquiryUrl, AUTH_JWKS_URL: auth.url, JWT_PUBLIC_KEY: undefined });
});

afterAll(async () => {
  await app?.close();
  await auth?.close();
  await db?.stop();
});

beforeEach(() => resetEnquiries(db.adminUrl));

const api = () => request(app.getHttpServer());
const as = (staff: TestStaff) => ({ Authorization: `Bearer ${staffTokenAs(key, staff)}` });
const receive = async (body: Record<string, unknown>): Promise<string> => ((await api().post('/api/enquiries').send(body).expect(201)).body as { id: string }).id;

const LINKEDIN = {
  landingPage: '/',
  referrerHost: 'www.linkedin.com',
  utm: { source: 'linkedin', medium: 'social', campaign: 'spring-security-review', term: 'essential eight', content: 'carousel' },
};

describe('attribution', () => {
  it('stores the attribution as sent and shows it in the inbox with no stage and no assignee', async () => {
    const id = await receive(contactEnquiry({ attribution: LINKEDIN }));
    const listed = (await api().get('/api/cms/enquiries').set(as(EDITOR)).expect(200)).body as { items: Array<Record<string, unknown>> };
    expect(listed.items).toEqual([expect.objectContaining({ id, page: '/contact-us', attribution: LINKEDIN, stage: null, assignee: null })]);
  });

  it('accepts a visit that arrived without utm values', async () => {
    const id = await receive(shortEnquiry({ attribution: { landingPage: '/about-us' } }));
    expect((await api().get(`/api/cms/enquiries/${id}`).set(as(EDITOR)).expect(200)).body.attribution).toEqual({ landingPage: '/about-us' });
  });

  it.each<[string, unknown, string]>([
    ['an unknown key', { ...LINKEDIN, gclid: 'abc' }, 'Unknown field "attribution.gclid" is not allowed'],
    ['an unknown utm key', { utm: { source: 'x', id: '1' } }, 'Unknown field "attribution.utm.id" is not allowed'],
    ['a campaign of 501 characters', { utm: { campaign: 'c'.repeat(501) } }, 'campaign must be at most 500 characters'],
    ['a landing page of 501 characters', { landingPage: `/${'p'.repeat(500)}` }, 'landingPage must be at most 500 characters'],
    ['a number as the referrer', { referrerHost: 42 }, 'referrerHost must be text'],
    ['a string as the attribution', 'linkedin', 'attribution must be an object'],
  ])('refuses %s with 400 and stores nothing', async (_name, attribution, message) => {
    const response = await api().post('/api/enquiries').send(shortEnquiry({ attribution })).expect(400);
    expect(response.body.details).toContain(message);
    const stored = await withDatabase(db.adminUrl, async (client) => (await client.query('SELECT count(*)::int AS n FROM enquiry.enquiries')).rows[0].n);
    expect(stored).toBe(0);
  });
});

describe('stages', () => {
  it('moves an enquiry through contacted, qualified and won, keeps its status, and filters by stage', async () => {
    const won = await receive(shortEnquiry({ firstName: 'Winnie' }));
    const lost = await receive(shortEnquiry({ firstName: 'Lou' }));
    await receive(shortEnquiry({ firstName: 'Nora' }));
    for (const stage of ['contacted', 'qualified', 'won']) {
      const changed = await api().patch(`/api/cms/enquiries/${won}`).set(as(EDITOR)).send({ stage }).expect(200);
      expect(changed.body).toMatchObject({ id: won, stage, status: 'new' });
    }
    await api().patch(`/api/cms/enquiries/${lost}`).set(as(ADMIN)).send({ stage: 'lost', status: 'handled' }).expect(200);

    const names = async (query: string) =>
      ((await api().get(`/api/cms/enquiries${query}`).set(as(EDITOR)).expect(200)).body as { items: Array<{ firstName: string }> }).items.map((item) => item.firstName);
    expect(await names('?stage=won')).toEqual(['Winnie']);
    expect(await names('?stage=lost')).toEqual(['Lou']);
    expect(await names('?stage=none')).toEqual(['Nora']);
    const cleared = await api().patch(`/api/cms/enquiries/${won}`).set(as(EDITOR)).send({ stage: null }).expect(200);
    expect(cleared.body.stage).toBeNull();
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['an unknown stage', { stage: 'negotiating' }, 'stage must be one of: contacted, qualified, won, lost, or null'],
    ['nothing to change', {}, 'Send status, stage or assigneeId'],
    ['an assignee that is not an id', { assigneeId: 'eden' }, "assigneeId must be a staff member's id, or null"],
  ])('refuses %s with 400', async (_name, body, message) => {
    const id = await receive(shortEnquiry());
    const response = await api().patch(`/api/cms/enquiries/${id}`).set(as(EDITOR)).send(body).expect(400);
    expect(JSON.stringify(response.body)).toContain(message);
  });

  it('refuses a stage filter it does not know', async () => {
    const response = await api().get('/api/cms/enquiries?stage=maybe').set(as(EDITOR)).expect(400);
    expect(response.body.details).toEqual(['stage must be one of: contacted, qualified, won, lost, none']);
  });
});

describe('assignee', () => {
  it('assigns an editor who has used the inbox, names them, and filters by assignee', async () => {
    const mine = await receive(shortEnquiry({ firstName: 'Mine' }));
    await receive(shortEnquiry({ firstName: 'Nobody' }));
    await api().get('/api/cms/enquiries/counts').set(as(EDITOR)).expect(200);

    const assignees = await api().get('/api/cms/enquiries/assignees').set(as(ADMIN)).expect(200);
    expect(assignees.body).toEqual([
      { id: TEST_STAFF.administrator.userId, displayName: 'Ada Administrator' },
      { id: TEST_STAFF.editor.userId, displayName: 'Eden Editor' },
    ]);

    const assigned = await api().patch(`/api/cms/enquiries/${mine}`).set(as(ADMIN)).send({ assigneeId: TEST_STAFF.editor.userId }).expect(200);
    expect(assigned.body.assignee).toEqual({ id: TEST_STAFF.editor.userId, displayName: 'Eden Editor' });

    const byEditor = (await api().get(`/api/cms/enquiries?assignee=${TEST_STAFF.editor.userId}`).set(as(EDITOR)).expect(200)).body;
    expect(byEditor.items.map((item: { firstName: string }) => item.firstName)).toEqual(['Mine']);
    const unassigned = (await api().get('/api/cms/enquiries?assignee=none').set(as(EDITOR)).expect(200)).body;
    expect(unassigned.items.map((item: { firstName: string }) => item.firstName)).toEqual(['Nobody']);

    const csv = (await api().get('/api/cms/enquiries/export.csv').set(as(EDITOR)).expect(200)).text;
    expect(csv.split('\r\n')[0]).toContain('landing_page,referrer_host,utm_source,utm_medium,utm_campaign,stage,assignee');
    expect(csv).toContain(',Eden Editor');

    const unassign = await api().patch(`/api/cms/enquiries/${mine}`).set(as(EDITOR)).send({ assigneeId: null }).expect(200);
    expect(unassign.body.assignee).toBeNull();
  });

  it('refuses an unknown staff id with 400 and leaves the enquiry unassigned', async () => {
    const id = await receive(shortEnquiry());
    const response = await api().patch(`/api/cms/enquiries/${id}`).set(as(EDITOR)).send({ assigneeId: UNKNOWN_STAFF_ID }).expect(400);
    expect(response.body.error).toBe('assigneeId must be the id of an editor or administrator who has used the inbox');
    expect((await api().get(`/api/cms/enquiries/${id}`).set(as(EDITOR)).expect(200)).body.assignee).toBeNull();
  });

  it('answers 404 for an enquiry that does not exist', async () => {
    await api().patch(`/api/cms/enquiries/${UNKNOWN_STAFF_ID}`).set(as(EDITOR)).send({ stage: 'won' }).expect(404);
  });
});

describe('notes and earlier enquiries', () => {
  it('adds notes (who, when) and lists them oldest first with the enquiry', async () => {
    const id = await receive(contactEnquiry());
    const first = await api().post(`/api/cms/enquiries/${id}/notes`).set(as(EDITOR)).send({ text: '  Called, left a voicemail.  ' }).expect(201);
    expect(first.body).toEqual({
      id: expect.any(String),
      text: 'Called, left a voicemail.',
      by: { id: TEST_STAFF.editor.userId, displayName: 'Eden Editor' },
      at: expect.any(String),
    });
    expect(Math.abs(Date.parse(first.body.at) - Date.now())).toBeLessThan(60_000);
    await api().post(`/api/cms/enquiries/${id}/notes`).set(as(ADMIN)).send({ text: 'Booked a review for Tuesday.' }).expect(201);

    const detail = (await api().get(`/api/cms/enquiries/${id}`).set(as(EDITOR)).expect(200)).body;
    expect(detail).toMatchObject({ id, firstName: 'Sam', stage: null, assignee: null, earlier: [] });
    expect(detail.notes.map((note: { text: string; by: { displayName: string } }) => [note.text, note.by.displayName])).toEqual([
      ['Called, left a voicemail.', 'Eden Editor'],
      ['Booked a review for Tuesday.', 'Ada Administrator'],
    ]);
  });

  it.each<[string, unknown, string]>([
    ['an empty note', '   ', 'text is required'],
    ['a note of 5001 characters', 'x'.repeat(5001), 'text must be at most 5000 characters'],
    ['a number', 7, 'text must be text'],
  ])('refuses %s with 400', async (_name, text, message) => {
    const id = await receive(shortEnquiry());
    const response = await api().post(`/api/cms/enquiries/${id}/notes`).set(as(EDITOR)).send({ text }).expect(400);
    expect(response.body.details).toEqual([message]);
  });

  it('shows the same address’s enquiries of the 30 days before, whatever the case of the address', async () => {
    const old = await receive(shortEnquiry({ email: 'sam@example.org.au' }));
    const recent = await receive(contactEnquiry({ email: 'Sam@Example.org.au' }));
    await receive(shortEnquiry({ email: 'someone.else@example.org.au' }));
    const latest = await receive(shortEnquiry({ email: 'sam@example.org.au' }));
    await withDatabase(db.adminUrl, async (client) => {
      await client.query(`UPDATE enquiry.enquiries SET received_at = now() - interval '31 days' WHERE id = $1`, [old]);
      await client.query(`UPDATE enquiry.enquiries SET received_at = now() - interval '29 days' WHERE id = $1`, [recent]);
    });
    expect((await api().get(`/api/cms/enquiries/${latest}`).set(as(EDITOR)).expect(200)).body.earlier).toEqual([recent]);
  });
});
