import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { startTestDatabase, type TestDatabase } from '../../infra/src/test-database';
import { type CaptchaStub, startCaptchaStub } from './support/captcha-stub';
import { contactEnquiry, shortEnquiry } from './support/enquiry-payloads';
import { resetEnquiries, startApp, withDatabase } from './support/test-app';

// Issue 36 item 5: the captcha is checked before an enquiry counts against the shared hourly total;
// failed-captcha and honeypot enquiries count only against their own address.
const SECRET = '0x0000000000000000000000000000000000000000';
const TOO_MANY_IN_TOTAL = 'We are receiving too many enquiries right now. Please try again later, or call or e-mail us.';
const TOO_MANY_FROM_ADDRESS = 'Too many enquiries from your address. Please try again later, or call or e-mail us.';

let db: TestDatabase;
let stub: CaptchaStub;
let app: NestExpressApplication;

beforeAll(async () => {
  db = await startTestDatabase();
  stub = await startCaptchaStub();
  app = await startApp({
    DATABASE_URL: db.enquiryUrl,
    HCAPTCHA_SECRET: SECRET,
    HCAPTCHA_VERIFY_URL: stub.url,
    ENQUIRY_HARD_LIMIT_TOTAL_PER_HOUR: '3',
    ENQUIRY_HARD_LIMIT_PER_ADDRESS: '5',
  });
});

afterAll(async () => {
  await app?.close();
  await stub?.close();
  await db?.stop();
});

beforeEach(async () => {
  await resetEnquiries(db.adminUrl);
  stub.answer(true);
});

const postFrom = (address: string, body: Record<string, unknown>) =>
  request(app.getHttpServer()).post('/api/enquiries').set('X-Forwarded-For', address).send(body);
const statuses = () =>
  withDatabase(db.adminUrl, async (client) => (await client.query('SELECT status FROM enquiry.enquiries ORDER BY received_at')).rows.map((row: { status: string }) => row.status));

describe('a flood that fails the captcha', () => {
  it('is filed as spam and leaves the shared hourly total to real customers', async () => {
    stub.answer(false);
    for (let bot = 1; bot <= 20; bot += 1) await postFrom(`203.0.113.${bot}`, shortEnquiry()).expect(201);
    stub.answer(true);
    for (let customer = 1; customer <= 3; customer += 1) await postFrom(`198.51.100.${customer}`, contactEnquiry()).expect(201);
    const statusesNow = await statuses();
    expect(statusesNow.filter((status) => status === 'spam')).toHaveLength(20);
    expect(statusesNow.filter((status) => status === 'new')).toHaveLength(3);

    const refused = await postFrom('198.51.100.99', contactEnquiry()).expect(429);
    expect(refused.body.error).toBe(TOO_MANY_IN_TOTAL);
  });

  it('still counts against its own address, which is refused past its hourly limit', async () => {
    stub.answer(false);
    for (let i = 0; i < 5; i += 1) await postFrom('203.0.113.66', shortEnquiry()).expect(201);
    const refused = await postFrom('203.0.113.66', shortEnquiry()).expect(429);
    expect(refused.body.error).toBe(TOO_MANY_FROM_ADDRESS);
    stub.answer(true);
    await postFrom('198.51.100.7', shortEnquiry()).expect(201);
  });
});

describe('a honeypot flood', () => {
  it('leaves the shared hourly total alone', async () => {
    for (let bot = 1; bot <= 10; bot += 1) await postFrom(`192.0.2.${bot}`, shortEnquiry({ website: 'http://cheap.example' })).expect(201);
    for (let customer = 1; customer <= 3; customer += 1) await postFrom(`198.51.100.${customer}`, shortEnquiry()).expect(201);
    expect((await statuses()).filter((status) => status === 'new')).toHaveLength(3);
  });
});
