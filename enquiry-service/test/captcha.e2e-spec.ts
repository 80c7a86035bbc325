import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { startTestDatabase, type TestDatabase } from '../../infra/src/test-database';
import { type CaptchaStub, startCaptchaStub } from './support/captcha-stub';
import { contactEnquiry, shortEnquiry } from './support/enquiry-payloads';
import { resetEnquiries, startApp, withDatabase } from './support/test-app';

const SECRET = '0x0000000000000000000000000000000000000000';

let db: TestDatabase;
let stub: CaptchaStub;

beforeAll(async () => {
  db = await startTestDatabase();
  stub = await startCaptchaStub();
});

afterAll(async () => {
  await stub?.close();
  await db?.stop();
});

beforeEach(async () => {
  await resetEnquiries(db.adminUrl);
  stub.calls.length = 0;
  stub.answer(true);
});

const stored = () =>
  withDatabase(db.adminUrl, async (client) => (await client.query('SELECT status, captcha, spam_reason FROM enquiry.enquiries')).rows);

describe('with HCAPTCHA_SECRET set', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await startApp({ DATABASE_URL: db.enquiryUrl, HCAPTCHA_SECRET: SECRET, HCAPTCHA_VERIFY_URL: stub.url });
  });

  afterAll(() => app?.close());

  it('checks the token with siteverify and files a passing enquiry in the inbox', async () => {
    await request(app.getHttpServer()).post('/api/enquiries').set('X-Forwarded-For', '203.0.113.5').send(shortEnquiry()).expect(201);
    expect(stub.calls).toEqual([{ secret: SECRET, response: 'captcha-token-a', remoteip: '203.0.113.5' }]);
    expect(await stored()).toEqual([{ status: 'new', captcha: 'passed', spam_reason: null }]);
  });

  it('files an enquiry whose captcha fails in the spam folder, and still answers 201', async () => {
    stub.answer(false);
    await request(app.getHttpServer()).post('/api/enquiries').send(contactEnquiry()).expect(201);
    expect(await stored()).toEqual([{ status: 'spam', captcha: 'failed', spam_reason: 'captcha' }]);
  });

  it('does not ask siteverify about a honeypot catch', async () => {
    await request(app.getHttpServer()).post('/api/enquiries').send(shortEnquiry({ website: 'spam' })).expect(201);
    expect(stub.calls).toEqual([]);
  });
});

describe('when the verifier cannot be reached', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await startApp({ DATABASE_URL: db.enquiryUrl, HCAPTCHA_SECRET: SECRET, HCAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/siteverify' });
  });

  afterAll(() => app?.close());

  it('stores the enquiry in the inbox marked "captcha not checked"', async () => {
    await request(app.getHttpServer()).post('/api/enquiries').send(shortEnquiry()).expect(201);
    expect(await stored()).toEqual([{ status: 'new', captcha: 'not-checked', spam_reason: null }]);
  });
});

describe('without HCAPTCHA_SECRET', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await startApp({ DATABASE_URL: db.enquiryUrl, HCAPTCHA_VERIFY_URL: stub.url });
  });

  afterAll(() => app?.close());

  it('asks nobody and stores the enquiry marked "captcha not checked"', async () => {
    await request(app.getHttpServer()).post('/api/enquiries').send(contactEnquiry()).expect(201);
    expect(stub.calls).toEqual([]);
    expect(await stored()).toEqual([{ status: 'new', captcha: 'not-checked', spam_reason: null }]);
  });
});
