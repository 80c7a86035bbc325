import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { startTestDatabase, type TestDatabase } from '../../infra/src/test-database';
import { contactEnquiry, shortEnquiry } from './support/enquiry-payloads';
import { resetEnquiries, startApp, withDatabase } from './support/test-app';
import { generateSigningKey, type JwksServer, staffToken, startJwksServer } from '@site/nest-server-kit/testing';

const authKey = generateSigningKey('auth-2025');

let db: TestDatabase;
let jwks: JwksServer;
let app: NestExpressApplication;

beforeAll(async () => {
  db = await startTestDatabase();
  jwks = await startJwksServer([authKey]);
  app = await startApp({ DATABASE_URL: db.enquiryUrl, AUTH_JWKS_URL: jwks.url, JWT_PUBLIC_KEY: undefined });
});

afterAll(async () => {
  await app?.close();
  await jwks?.close();
  await db?.stop();
});

beforeEach(() => resetEnquiries(db.adminUrl));

const staff = () => ({ Authorization: `Bearer ${staffToken(authKey)}` });
const api = () => request(app.getHttpServer());

interface Listed {
  items: Array<{ id: string; firstName: string; status: string; form: string; receivedAt: string }>;
  total: number;
  page: number;
  pageSize: number;
  counts: { new: number; held: number; handled: number; spam: number };
}

/** Sends enquiries one after another, each received a minute after the previous, and returns their ids in order. */
async function receive(...bodies: Array<Record<string, unknown>>): Promise<string[]> {
  const ids: string[] = [];
  for (const [index, body] of bodies.entries()) {
    const { id } = (await api().post('/api/enquiries').send(body).expect(201)).body as { id: string };
    await withDatabase(db.adminUrl, (client) =>
      client.query(`UPDATE enquiry.enquiries SET received_at = '2026-01-01T00:00:00Z'::timestamptz + make_interval(mins => $2) WHERE id = $1`, [id, index]),
    );
    ids.push(id);
  }
  return ids;
}

const list = async (query = ''): Promise<Listed> => (await api().get(`/api/cms/enquiries${query}`).set(staff()).expect(200)).body as Listed;
const names = (listed: Listed) => listed.items.map((item) => item.firstName);

describe('the staff inbox needs a staff token', () => {
  it.each<[string, () => request.Test]>([
    ['the list', () => api().get('/api/cms/enquiries')],
    ['the counts', () => api().get('/api/cms/enquiries/counts')],
    ['the CSV export', () => api().get('/api/cms/enquiries/export.csv')],
    ['a status change', () => api().patch('/api/cms/enquiries/8a0d7e9c-52a4-4a86-9c4e-3f2b8f0b6f51').send({ status: 'handled' })],
    ['a deletion', () => api().delete('/api/cms/enquiries/8a0d7e9c-52a4-4a86-9c4e-3f2b8f0b6f51')],
  ])('%s answers 401 without one', async (_name, send) => {
    const response = await send().expect(401);
    expect(response.body).toEqual({ statusCode: 401, error: 'Authentication required' });
    expect(response.headers['www-authenticate']).toBe('Bearer');
  });

  it('refuses an expired token', async () => {
    const now = Math.floor(Date.now() / 1000);
    const response = await api()
      .get('/api/cms/enquiries')
      .set({ Authorization: `Bearer ${staffToken(authKey, { iat: now - 7200, exp: now - 60 })}` })
      .expect(401);
    expect(response.body).toEqual({ statusCode: 401, error: 'Invalid or expired token' });
    expect(response.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
  });
});

describe('listing', () => {
  it('lists newest first with every field, counts per status, and no caching', async () => {
    const [, contactId] = await receive(shortEnquiry(), contactEnquiry());
    const response = await api().get('/api/cms/enquiries').set(staff()).expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const listed = response.body as Listed;
    expect(listed).toMatchObject({ total: 2, page: 1, pageSize: 20, counts: { new: 2, held: 0, handled: 0, spam: 0 } });
    expect(listed.items[0]).toEqual({
      id: contactId,
      receivedAt: '2026-01-01T00:01:00.000Z',
      form: 'contact',
      page: '/contact-us',
      status: 'new',
      captcha: 'not-checked',
      spamReason: null,
      firstName: 'Sam',
      lastName: 'Okafor',
      email: 'sam.okafor@example.org.au',
      phone: '(03) 5200 1234',
      organisation: null,
      message: 'Our auditors want evidence against the Essential Eight.',
      enquirerType: 'organization',
      userCount: '50-100',
      service: 'security & compliance',
      notification: { state: 'not-sent', attempts: 0, lastError: null, sentAt: null },
      attribution: null,
      stage: null,
      assignee: null,
    });
    expect(names(listed)).toEqual(['Sam', 'Jane']);
  });

  it('pages through the list', async () => {
    await receive(...Array.from({ length: 7 }, (_, index) => shortEnquiry({ firstName: `Person${index + 1}` })));
    const first = await list('?pageSize=3');
    expect(names(first)).toEqual(['Person7', 'Person6', 'Person5']);
    expect(first.total).toBe(7);
    expect(names(await list('?pageSize=3&page=2'))).toEqual(['Person4', 'Person3', 'Person2']);
    expect(names(await list('?pageSize=3&page=3'))).toEqual(['Person1']);
    expect(names(await list('?pageSize=3&page=4'))).toEqual([]);
  });

  it('filters by status, form and text; spam stays out of the inbox', async () => {
    const [handledId, , spamId] = await receive(
      shortEnquiry({ firstName: 'Handled', organisation: 'Geelong Grammar' }),
      contactEnquiry({ firstName: 'Fresh', description: 'Need 100% uptime_now' }),
      shortEnquiry({ firstName: 'Junk' }),
      contactEnquiry({ firstName: 'Trap', website: 'filled' }),
    );
    await api().patch(`/api/cms/enquiries/${handledId}`).set(staff()).send({ status: 'handled' }).expect(200);
    await api().patch(`/api/cms/enquiries/${spamId}`).set(staff()).send({ status: 'spam' }).expect(200);

    expect(names(await list())).toEqual(['Fresh', 'Handled']);
    expect(names(await list('?status=new'))).toEqual(['Fresh']);
    expect(names(await list('?status=handled'))).toEqual(['Handled']);
    expect(names(await list('?status=spam'))).toEqual(['Trap', 'Junk']);
    expect(names(await list('?form=contact'))).toEqual(['Fresh']);
    expect(names(await list('?form=enquiry&status=spam'))).toEqual(['Junk']);
    expect(names(await list('?q=geelong'))).toEqual(['Handled']);
    expect(names(await list('?q=SAM.OKAFOR@'))).toEqual(['Fresh']);
    expect(names(await list(`?q=${encodeURIComponent('100%')}`))).toEqual(['Fresh']);
    expect(names(await list(`?q=${encodeURIComponent('%')}`))).toEqual(['Fresh']);
    expect(names(await list('?q=_now'))).toEqual(['Fresh']);
    expect(names(await list('?q=nobody-matches'))).toEqual([]);
    expect((await list()).counts).toEqual({ new: 1, held: 0, handled: 1, spam: 2 });
    expect((await api().get('/api/cms/enquiries/counts').set(staff()).expect(200)).body).toEqual({ new: 1, held: 0, handled: 1, spam: 2 });
  });

  it.each([
    ['?status=archived', 'status must be one of: new, held, handled, spam'],
    ['?form=popup', 'form must be one of: enquiry, contact'],
    ['?page=0', 'page must be at least 1'],
    ['?page=two', 'page must be a whole number'],
    ['?pageSize=101', 'pageSize must be between 1 and 100'],
    [`?q=${'x'.repeat(201)}`, 'q must be at most 200 characters'],
    ['?sort=oldest', 'Unknown field "sort" is not allowed'],
  ])('refuses %s', async (query, message) => {
    const response = await api().get(`/api/cms/enquiries${query}`).set(staff()).expect(400);
    expect(response.body.details).toEqual([message]);
  });
});

describe('acting on an enquiry', () => {
  it('marks handled, back to new, as spam and out of spam', async () => {
    const [id] = await receive(shortEnquiry());
    const handled = await api().patch(`/api/cms/enquiries/${id}`).set(staff()).send({ status: 'handled' }).expect(200);
    expect(handled.body).toMatchObject({ id, status: 'handled', spamReason: null });
    const spam = await api().patch(`/api/cms/enquiries/${id}`).set(staff()).send({ status: 'spam' }).expect(200);
    expect(spam.body).toMatchObject({ status: 'spam', spamReason: 'staff' });
    const back = await api().patch(`/api/cms/enquiries/${id}`).set(staff()).send({ status: 'new' }).expect(200);
    expect(back.body).toMatchObject({ status: 'new', spamReason: null });
  });

  it('deletes an enquiry for good', async () => {
    const [id, keptId] = await receive(shortEnquiry(), contactEnquiry());
    await api().delete(`/api/cms/enquiries/${id}`).set(staff()).expect(204);
    expect((await list()).items.map((item) => item.id)).toEqual([keptId]);
    const again = await api().delete(`/api/cms/enquiries/${id}`).set(staff()).expect(404);
    expect(again.body).toEqual({ statusCode: 404, error: 'Enquiry not found' });
  });

  it.each<[string, string, object, number, string | RegExp]>([
    ['an unknown id', '8a0d7e9c-52a4-4a86-9c4e-3f2b8f0b6f51', { status: 'handled' }, 404, 'Enquiry not found'],
    ['an id that is not a UUID', 'not-an-id', { status: 'handled' }, 400, 'The enquiry id must be a valid UUID'],
    ['a NUL byte in the id', '%00', { status: 'handled' }, 400, /must be a valid UUID|must not contain NUL characters/],
    ['an unknown status', '8a0d7e9c-52a4-4a86-9c4e-3f2b8f0b6f51', { status: 'archived' }, 400, 'status must be one of: new, handled, spam'],
  ])('refuses %s', async (_name, id, body, status, error) => {
    const response = await api().patch(`/api/cms/enquiries/${id}`).set(staff()).send(body).expect(status);
    expect(response.body.error).toMatch(error);
  });
});

describe('CSV export', () => {
  it('exports the filtered enquiries as a spreadsheet-safe CSV attachment', async () => {
    await receive(
      shortEnquiry({ firstName: 'Jane', message: 'Line one\nLine "two", with a comma' }),
      contactEnquiry({ firstName: '=HYPERLINK("http://evil.example")', lastName: '@SUM(1)', type: 'individual', userCount: undefined }),
      shortEnquiry({ firstName: 'Junk', website: 'trap' }),
    );
    const response = await api().get('/api/cms/enquiries/export.csv').set(staff()).expect(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="enquiries.csv"');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.text).toBe(
      [
        'Received,Status,Form,Page,First name,Last name,Email,Phone,Organisation,Enquiring as,Users,Service,Message,Captcha,Staff e-mail,landing_page,referrer_host,utm_source,utm_medium,utm_campaign,stage,assignee',
        `2026-01-01T00:01:00.000Z,new,Contact page,/contact-us,"'=HYPERLINK(""http://evil.example"")",'@SUM(1),sam.okafor@example.org.au,(03) 5200 1234,,individual,,security & compliance,Our auditors want evidence against the Essential Eight.,not checked,not-sent,,,,,,,`,
        `2026-01-01T00:00:00.000Z,new,Enquiry form,/services/modern-workplace,Jane,Citizen,jane.citizen@example.com.au,+61 3 5200 1234,Bellarine Freight Co,,,,"Line one\nLine ""two"", with a comma",not checked,not-sent,,,,,,,`,
        '',
      ].join('\r\n'),
    );
    const spam = await api().get('/api/cms/enquiries/export.csv?status=spam').set(staff()).expect(200);
    expect(spam.text.split('\r\n').filter(Boolean)).toHaveLength(2);
    expect(spam.text).toContain(',Junk,');
  });
});
