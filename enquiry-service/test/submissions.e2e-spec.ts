import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { startTestDatabase, type TestDatabase } from '../../infra/src/test-database';
import { contactEnquiry, shortEnquiry } from './support/enquiry-payloads';
import { resetEnquiries, startApp, withDatabase } from './support/test-app';

const EMAIL = 'Please enter a valid email address';
const PHONE = 'Please enter a valid phone number';
const CAPTCHA = 'Please complete the captcha verification';

let db: TestDatabase;
let app: NestExpressApplication;

beforeAll(async () => {
  db = await startTestDatabase();
  app = await startApp({ DATABASE_URL: db.enquiryUrl });
});

afterAll(async () => {
  await app?.close();
  await db?.stop();
});

beforeEach(() => resetEnquiries(db.adminUrl));

const post = (body: unknown) => request(app.getHttpServer()).post('/api/enquiries').send(body as object);
const storedRows = () =>
  withDatabase(db.adminUrl, async (client) => (await client.query('SELECT * FROM enquiry.enquiries ORDER BY received_at')).rows);

describe('POST /api/enquiries stores each form exactly as sent', () => {
  it('stores the short form (variant A) before answering 201', async () => {
    const response = await post(shortEnquiry()).expect(201);
    expect(response.body).toEqual({ id: expect.any(String), receivedAt: expect.any(String) });
    expect(await storedRows()).toEqual([
      expect.objectContaining({
        id: response.body.id,
        form: 'enquiry',
        page: '/services/modern-workplace',
        status: 'new',
        captcha: 'not-checked',
        first_name: 'Jane',
        last_name: 'Citizen',
        email: 'jane.citizen@example.com.au',
        phone: '+61 3 5200 1234',
        organisation: 'Bellarine Freight Co',
        message: 'We are planning a move to Microsoft 365 for 40 staff.',
        enquirer_type: null,
        user_count: null,
        service: null,
      }),
    ]);
  });

  it('stores the contact page form (variant B)', async () => {
    await post(contactEnquiry()).expect(201);
    expect(await storedRows()).toEqual([
      expect.objectContaining({
        form: 'contact',
        page: '/contact-us',
        status: 'new',
        first_name: 'Sam',
        last_name: 'Okafor',
        enquirer_type: 'organization',
        user_count: '50-100',
        service: 'security & compliance',
        phone: '(03) 5200 1234',
        email: 'sam.okafor@example.org.au',
        message: 'Our auditors want evidence against the Essential Eight.',
        organisation: null,
      }),
    ]);
  });

  it('stores an individual without a user count, and an empty description as none', async () => {
    await post(contactEnquiry({ type: 'individual', userCount: undefined, description: '' })).expect(201);
    expect(await storedRows()).toEqual([expect.objectContaining({ enquirer_type: 'individual', user_count: null, message: null })]);
  });

  it('trims the text it stores', async () => {
    await post(shortEnquiry({ firstName: '  Jane ', email: ' jane@example.com.au ' })).expect(201);
    expect(await storedRows()).toEqual([expect.objectContaining({ first_name: 'Jane', email: 'jane@example.com.au' })]);
  });
});

describe('validation: 400 with one message per field, nothing stored', () => {
  const cases: Array<[string, Record<string, unknown>, string[]]> = [
    ['a malformed e-mail', shortEnquiry({ email: 'jane@example' }), [EMAIL]],
    ['an e-mail with a one-letter top-level domain', contactEnquiry({ email: 'sam@example.c' }), [EMAIL]],
    ['a phone with letters', shortEnquiry({ phone: '03-52OO' }), [PHONE]],
    ['a phone with too many digits in a group', contactEnquiry({ phone: '+61 12345 5200 1234' }), [PHONE]],
    ['no captcha token', shortEnquiry({ captchaToken: undefined }), [CAPTCHA]],
    ['an empty captcha token', contactEnquiry({ captchaToken: '' }), [CAPTCHA]],
    ['e-mail, phone and captcha all wrong', shortEnquiry({ email: 'x', phone: 'y', captchaToken: '' }), [EMAIL, PHONE, CAPTCHA]],
    ['a blank first name', shortEnquiry({ firstName: '   ' }), ['firstName is required']],
    ['no last name', contactEnquiry({ lastName: undefined }), ['lastName is required']],
    ['no organisation (variant A)', shortEnquiry({ organisation: '' }), ['organisation is required']],
    ['no message (variant A)', shortEnquiry({ message: undefined }), ['message is required']],
    ['a number for a name', shortEnquiry({ firstName: 42 }), ['firstName must be text']],
    ['a name of 101 characters', shortEnquiry({ lastName: 'x'.repeat(101) }), ['lastName must be at most 100 characters']],
    ['a message of 5001 characters', shortEnquiry({ message: 'x'.repeat(5001) }), ['message must be at most 5000 characters']],
    ['an unknown enquirer type', contactEnquiry({ type: 'company' }), ['type must be one of: organization, individual']],
    ['an organisation without a user count', contactEnquiry({ userCount: undefined }), ['userCount must be one of: 0-25, 25-50, 50-100, 100-500, 500+']],
    ['an unknown user count', contactEnquiry({ userCount: '1000+' }), ['userCount must be one of: 0-25, 25-50, 50-100, 100-500, 500+']],
    ['no service (variant B)', contactEnquiry({ service: '' }), ['service is required']],
    [
      'a service that is not offered',
      contactEnquiry({ service: 'web design' }),
      ['service must be one of: modern workplace, microsoft azure, security & compliance, azure devops, power platform, sdwan, professional services, managed services, other'],
    ],
    ['no page', shortEnquiry({ page: undefined }), ['page must be the path of the page the form was on, starting with /']],
    ['a full URL as the page', shortEnquiry({ page: 'https://evil.example/' }), ['page must be the path of the page the form was on, starting with /']],
    ['no form', shortEnquiry({ form: undefined }), ['form must be one of: enquiry, contact']],
    ['an unknown form', shortEnquiry({ form: 'newsletter' }), ['form must be one of: enquiry, contact']],
  ];

  it.each(cases)('%s', async (_name, body, details) => {
    const response = await post(body).expect(400);
    expect(response.body).toEqual({ statusCode: 400, error: details.join('; '), details });
    expect(await storedRows()).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a field neither form has', shortEnquiry({ isAdmin: true }), 'isAdmin'],
    ['a variant B field in variant A', shortEnquiry({ service: 'other' }), 'service'],
    ['a variant A field in variant B', contactEnquiry({ organisation: 'Acme' }), 'organisation'],
    ['a status chosen by the sender', contactEnquiry({ status: 'handled' }), 'status'],
  ])('refuses %s', async (_name, body, field) => {
    const response = await post(body).expect(400);
    expect(response.body.details).toEqual([`Unknown field "${field}" is not allowed`]);
    expect(await storedRows()).toEqual([]);
  });

  it.each<[string, unknown]>([
    ['an array', [shortEnquiry()]],
    ['a string', '"hello"'],
    ['null', 'null'],
  ])('refuses %s as the body', async (_name, body) => {
    const response = await request(app.getHttpServer())
      .post('/api/enquiries')
      .set('Content-Type', 'application/json')
      .send(typeof body === 'string' ? body : JSON.stringify(body))
      .expect(400);
    expect(response.body.statusCode).toBe(400);
    expect(await storedRows()).toEqual([]);
  });

  it('refuses a body over 64 KB with 413', async () => {
    const response = await post(shortEnquiry({ message: 'x'.repeat(70 * 1024) })).expect(413);
    expect(response.body).toEqual({ statusCode: 413, error: expect.stringMatching(/^The request body is too large/) });
  });

  it('refuses a form-encoded body with 415', async () => {
    const response = await request(app.getHttpServer()).post('/api/enquiries').type('form').send({ firstName: 'Jane' }).expect(415);
    expect(response.body.error).toMatch(/^Send the request body as JSON \(Content-Type: application\/json\)/);
  });

  it('refuses malformed JSON', async () => {
    const response = await request(app.getHttpServer()).post('/api/enquiries').set('Content-Type', 'application/json').send('{"form":').expect(400);
    expect(response.body).toEqual({ statusCode: 400, error: expect.stringMatching(/^The request body is not valid JSON/) });
  });
});

describe('the honeypot', () => {
  it('files an enquiry whose hidden field was filled in as spam, and answers as if all was well', async () => {
    const response = await post(shortEnquiry({ website: 'http://cheap-pills.example' })).expect(201);
    expect(response.body.id).toEqual(expect.any(String));
    expect(await storedRows()).toEqual([expect.objectContaining({ status: 'spam', spam_reason: 'honeypot' })]);
  });

  it('treats an empty hidden field as a person', async () => {
    await post(contactEnquiry({ website: '' })).expect(201);
    expect(await storedRows()).toEqual([expect.objectContaining({ status: 'new', spam_reason: null })]);
  });
});

describe('per-address limits', () => {
  let limited: NestExpressApplication;

  beforeAll(async () => {
    limited = await startApp({
      DATABASE_URL: db.enquiryUrl,
      ENQUIRY_HOLD_LIMIT: '3',
      ENQUIRY_HOLD_WINDOW_SECONDS: '600',
      ENQUIRY_HARD_LIMIT_PER_ADDRESS: '6',
      ENQUIRY_HARD_LIMIT_TOTAL_PER_HOUR: '1000',
    });
  });

  afterAll(() => limited?.close());

  const postFrom = (address: string) =>
    request(limited.getHttpServer()).post('/api/enquiries').set('X-Forwarded-For', address).send(shortEnquiry());
  const statuses = async () => (await storedRows()).map((row: { status: string }) => row.status);

  it('keeps enquiries over the limit as held, per address, and answers them as usual', async () => {
    for (let i = 0; i < 3; i += 1) await postFrom('203.0.113.7').expect(201);
    const held = await postFrom('203.0.113.7').expect(201);
    expect(held.body).toEqual({ id: expect.any(String), receivedAt: expect.any(String) });
    await postFrom('198.51.100.20').expect(201);
    expect(await statuses()).toEqual(['new', 'new', 'new', 'held', 'new']);
  });

  it('counts an IPv6 /64 as one address, and another /64 apart', async () => {
    for (let i = 1; i <= 4; i += 1) await postFrom(`2001:db8:1:2::${i}`).expect(201);
    await postFrom('2001:db8:1:3::1').expect(201);
    expect(await statuses()).toEqual(['new', 'new', 'new', 'held', 'new']);
  });

  it('refuses with 429 and Retry-After only far above the limit, and stores nothing more', async () => {
    for (let i = 0; i < 6; i += 1) await postFrom('192.0.2.50').expect(201);
    const refused = await postFrom('192.0.2.50').expect(429);
    expect(refused.body).toEqual({
      statusCode: 429,
      error: 'Too many enquiries from your address. Please try again later, or call or e-mail us.',
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3590);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await statuses()).toEqual(['new', 'new', 'new', 'held', 'held', 'held']);
  });

  it('keeps no client address in the database, only a hash', async () => {
    await postFrom('203.0.113.99').expect(201);
    const dump = await withDatabase(db.adminUrl, async (client) =>
      JSON.stringify((await client.query('SELECT * FROM enquiry.submission_limits')).rows),
    );
    expect(dump).not.toContain('203.0.113.99');
  });
});

describe('limit on enquiries from everyone together', () => {
  let limited: NestExpressApplication;

  beforeAll(async () => {
    limited = await startApp({ DATABASE_URL: db.enquiryUrl, ENQUIRY_HARD_LIMIT_TOTAL_PER_HOUR: '4' });
  });

  afterAll(() => limited?.close());

  it('refuses with 429 once the hour has had its number of enquiries, whatever the addresses', async () => {
    for (let i = 1; i <= 4; i += 1) {
      await request(limited.getHttpServer()).post('/api/enquiries').set('X-Forwarded-For', `198.51.100.${i}`).send(shortEnquiry()).expect(201);
    }
    const refused = await request(limited.getHttpServer()).post('/api/enquiries').set('X-Forwarded-For', '198.51.100.9').send(contactEnquiry());
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe('We are receiving too many enquiries right now. Please try again later, or call or e-mail us.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(await storedRows()).toHaveLength(4);
  });
});

describe('settings', () => {
  it('refuses to start in production without HCAPTCHA_SECRET, saying what to set', async () => {
    await expect(startApp({ DATABASE_URL: db.enquiryUrl, NODE_ENV: 'production' })).rejects.toThrow(
      /HCAPTCHA_SECRET \(or HCAPTCHA_SECRET_FILE\) is required when NODE_ENV=production/,
    );
  });

  it('reads the renamed ENQUIRY_RATE_LIMIT as ENQUIRY_HOLD_LIMIT, with a warning naming the new setting', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const upgraded = await startApp({ DATABASE_URL: db.enquiryUrl, ENQUIRY_HOLD_LIMIT: undefined, ENQUIRY_RATE_LIMIT: '2' });
    try {
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('ENQUIRY_RATE_LIMIT is renamed ENQUIRY_HOLD_LIMIT'));
      for (let i = 0; i < 3; i += 1) {
        await request(upgraded.getHttpServer()).post('/api/enquiries').set('X-Forwarded-For', '203.0.113.80').send(shortEnquiry()).expect(201);
      }
      expect((await storedRows()).map((row: { status: string }) => row.status)).toEqual(['new', 'new', 'held']);
    } finally {
      warn.mockRestore();
      await upgraded.close();
    }
  });

  it('refuses to start when the old and the new name disagree', async () => {
    await expect(startApp({ DATABASE_URL: db.enquiryUrl, ENQUIRY_HOLD_LIMIT: '3', ENQUIRY_RATE_LIMIT: '5' })).rejects.toThrow(
      'ENQUIRY_RATE_LIMIT (renamed ENQUIRY_HOLD_LIMIT) is "5" but ENQUIRY_HOLD_LIMIT is "3": remove ENQUIRY_RATE_LIMIT',
    );
  });
});
