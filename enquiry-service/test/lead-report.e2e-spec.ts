import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { generateSigningKey, staffTokenAs, type TestStaff, type JwksServer, startJwksServer } from '@site/nest-server-kit/testing';
import { startTestDatabase, type TestDatabase } from '../../infra/src/test-database';
import { contactEnquiry, shortEnquiry } from './support/enquiry-payloads';
import { resetEnquiries, startApp, withDatabase } from './support/test-app';

// Issue 36 items 3 and 4: the "Where leads come from" report, and erasing an address's enquiries.
const key = generateSigningKey('report');
const EDITOR: TestStaff = { role: 'editor' };
const ADMIN: TestStaff = { role: 'administrator' };

let db: TestDatabase;
let auth: JwksServer;
let app: NestExpressApplication;

beforeAll(async () => {
  db = await startTestDatabase();
  auth = await startJwksServer([key]);
  app = await startApp({ DATABASE_URL: db.enquiryUrl, AUTH_JWKS_URL: auth.url, JWT_PUBLIC_KEY: undefined, SITE_TIME_ZONE: 'Australia/Melbourne' });
});

afterAll(async () => {
  await app?.close();
  await auth?.close();
  await db?.stop();
});

beforeEach(async () => {
  await resetEnquiries(db.adminUrl);
  await withDatabase(db.enquiryUrl, (client) => client.query('TRUNCATE enquiry.audit_events'));
});

const api = () => request(app.getHttpServer());
const as = (staff: TestStaff) => ({ Authorization: `Bearer ${staffTokenAs(key, staff)}` });
const receive = async (body: Record<string, unknown>, daysAgo = 0): Promise<string> => {
  const { id } = (await api().post('/api/enquiries').send(body).expect(201)).body as { id: string };
  if (daysAgo) await withDatabase(db.adminUrl, (client) => client.query(`UPDATE enquiry.enquiries SET received_at = now() - make_interval(days => $2) WHERE id = $1`, [id, daysAgo]));
  return id;
};
const unordered = (rows: object[]) => rows.map((row) => JSON.stringify(row)).sort();
const linkedin = (campaign: string, landingPage = '/') => ({ attribution: { landingPage, referrerHost: 'www.linkedin.com', utm: { source: 'linkedin', campaign } } });

describe('GET /api/cms/enquiries/report', () => {
  it('counts the last 30 days by week, source, campaign, landing page and form page, with how many were won', async () => {
    const won = await receive(contactEnquiry(linkedin('spring')));
    await receive(shortEnquiry({ ...linkedin('spring', '/case-studies/hospital'), page: '/services/modern-workplace' }), 3);
    await receive(shortEnquiry({ attribution: { landingPage: '/about-us', utm: { source: 'newsletter' } }, page: '/about-us' }), 10);
    await receive(shortEnquiry({ page: '/about-us' }), 10);
    await receive(contactEnquiry(linkedin('old')), 45);
    await receive(shortEnquiry({ website: 'bot', ...linkedin('spring') }));
    await api().get('/api/cms/enquiries/counts').set(as(EDITOR)).expect(200);
    await api().patch(`/api/cms/enquiries/${won}`).set(as(EDITOR)).send({ stage: 'won' }).expect(200);

    const report = (await api().get('/api/cms/enquiries/report?days=30').set(as(EDITOR)).expect(200)).body;
    expect(report).toMatchObject({ total: 4, won: 1 });
    // Most first; ties in any order.
    expect(report.bySource[0]).toEqual({ source: 'linkedin', count: 2 });
    expect(unordered(report.bySource)).toEqual(unordered([{ source: 'linkedin', count: 2 }, { source: '(direct)', count: 1 }, { source: 'newsletter', count: 1 }]));
    expect(unordered(report.byCampaign)).toEqual(unordered([{ campaign: 'spring', count: 2 }, { campaign: '(none)', count: 2 }]));
    expect(unordered(report.byLandingPage)).toEqual(
      unordered([{ page: '/about-us', count: 1 }, { page: '/', count: 1 }, { page: '/case-studies/hospital', count: 1 }, { page: '(none)', count: 1 }]),
    );
    expect(report.byPage[0]).toEqual({ page: '/about-us', count: 2 });
    expect(unordered(report.byPage)).toEqual(unordered([{ page: '/about-us', count: 2 }, { page: '/contact-us', count: 1 }, { page: '/services/modern-workplace', count: 1 }]));
    const weeks = report.byWeek as Array<{ weekStart: string; count: number }>;
    expect(weeks.length).toBeGreaterThanOrEqual(5);
    expect(weeks.length).toBeLessThanOrEqual(6);
    for (const week of weeks) expect(new Date(`${week.weekStart}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(weeks.reduce((sum, week) => sum + week.count, 0)).toBe(4);

    const ninety = (await api().get('/api/cms/enquiries/report?days=90').set(as(ADMIN)).expect(200)).body;
    expect(ninety.total).toBe(5);
    expect(ninety.byCampaign).toContainEqual({ campaign: 'old', count: 1 });
  });

  it.each(['7', '365', 'all'])('refuses ?days=%s with 400', async (days) => {
    const response = await api().get(`/api/cms/enquiries/report?days=${days}`).set(as(EDITOR)).expect(400);
    expect(response.body.details).toEqual(['days must be one of: 30, 90']);
  });

  it.each(['contributor', 'author'] as const)('refuses the %s role with 403', async (role) => {
    await api().get('/api/cms/enquiries/report').set(as({ role })).expect(403);
  });
});

describe('POST /api/cms/enquiries/erase', () => {
  it('lets an administrator erase every enquiry of an address, whatever its case, and audits it without the address', async () => {
    const kept = await receive(shortEnquiry({ email: 'stay@example.com.au' }));
    const noted = await receive(shortEnquiry({ email: 'forget.me@example.com.au' }));
    await receive(contactEnquiry({ email: 'Forget.Me@Example.com.au' }), 40);
    await api().post(`/api/cms/enquiries/${noted}/notes`).set(as(ADMIN)).send({ text: 'Wants a quote' }).expect(201);

    const response = await api().post('/api/cms/enquiries/erase').set(as(ADMIN)).send({ email: 'forget.me@example.com.au' }).expect(200);
    expect(response.body).toEqual({ deleted: 2 });
    const rows = await withDatabase(db.adminUrl, async (client) => ({
      enquiries: (await client.query('SELECT id FROM enquiry.enquiries')).rows.map((row: { id: string }) => row.id),
      notes: (await client.query('SELECT count(*)::int AS n FROM enquiry.enquiry_notes')).rows[0].n as number,
      audit: JSON.stringify((await client.query(`SELECT * FROM enquiry.audit_events WHERE event = 'enquiries.erased'`)).rows),
    }));
    expect(rows.enquiries).toEqual([kept]);
    expect(rows.notes).toBe(0);
    expect(rows.audit).toContain('2 enquiries of one e-mail address');
    expect(rows.audit.toLowerCase()).not.toContain('forget.me');
    expect((await api().post('/api/cms/enquiries/erase').set(as(ADMIN)).send({ email: 'forget.me@example.com.au' }).expect(200)).body).toEqual({ deleted: 0 });
  });

  it.each(['contributor', 'author', 'editor'] as const)('refuses the %s role with 403 and erases nothing', async (role) => {
    await receive(shortEnquiry({ email: 'forget.me@example.com.au' }));
    await api().post('/api/cms/enquiries/erase').set(as({ role })).send({ email: 'forget.me@example.com.au' }).expect(403);
    const count = await withDatabase(db.adminUrl, async (client) => (await client.query('SELECT count(*)::int AS n FROM enquiry.enquiries')).rows[0].n);
    expect(count).toBe(1);
  });

  it('refuses something that is not an e-mail address with 400', async () => {
    const response = await api().post('/api/cms/enquiries/erase').set(as(ADMIN)).send({ email: '%' }).expect(400);
    expect(response.body.details).toEqual(['Please enter a valid email address']);
  });
});
