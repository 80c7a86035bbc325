import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { startTestDatabase, type TestDatabase } from '../../infra/src/test-database';
import { type CaptchaStub, startCaptchaStub } from './support/captcha-stub';
import { contactEnquiry, shortEnquiry } from './support/enquiry-payloads';
import { resetEnquiries, startApp, withDatabase } from './support/test-app';
import type { StaffRole } from '@site/nest-server-kit';
import { generateSigningKey, type JwksServer, RecordingLogger, staffToken, staffTokenAs, startJwksServer, type SmtpTestServer, startSmtpServer } from '@site/nest-server-kit/testing';

const authKey = generateSigningKey('auth-2025');
const STAFF_ADDRESS = 'leads@example.com.au';

let db: TestDatabase;
let jwks: JwksServer;

beforeAll(async () => {
  db = await startTestDatabase();
  jwks = await startJwksServer([authKey]);
});

afterAll(async () => {
  await jwks?.close();
  await db?.stop();
});

beforeEach(() => resetEnquiries(db.adminUrl));

interface Delivery {
  state: string;
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
}

async function deliveryOf(app: NestExpressApplication, id: string, status = ''): Promise<Delivery | undefined> {
  const response = await request(app.getHttpServer())
    .get(`/api/cms/enquiries${status}`)
    .set({ Authorization: `Bearer ${staffToken(authKey)}` })
    .expect(200);
  return (response.body as { items: Array<{ id: string; notification: Delivery }> }).items.find((item) => item.id === id)?.notification;
}

/** Polls the inbox API until the enquiry's delivery state is `state` (and passes `also`). */
async function waitForDelivery(app: NestExpressApplication, id: string, state: string, also: (delivery: Delivery) => boolean = () => true): Promise<Delivery> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const delivery = await deliveryOf(app, id);
    if (delivery?.state === state && also(delivery)) return delivery;
    if (Date.now() > deadline) throw new Error(`delivery of ${id} stayed ${JSON.stringify(delivery)}, expected ${state}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function appWithSmtp(smtp: SmtpTestServer, extra: Record<string, string> = {}, logger?: RecordingLogger): Promise<NestExpressApplication> {
  return startApp(
    {
      DATABASE_URL: db.enquiryUrl,
      AUTH_JWKS_URL: jwks.url,
      SMTP_URL: smtp.url,
      ENQUIRY_NOTIFY_TO: STAFF_ADDRESS,
      ENQUIRY_NOTIFY_RETRY_SECONDS: '0.2',
      ENQUIRY_NOTIFY_POLL_SECONDS: '0.1',
      // The test server offers no STARTTLS; the next test checks that nothing goes to it without this.
      SMTP_ALLOW_PLAINTEXT: 'true',
      ...extra,
    },
    logger,
  );
}

const send = async (app: NestExpressApplication, body: Record<string, unknown>) =>
  ((await request(app.getHttpServer()).post('/api/enquiries').send(body).expect(201)).body as { id: string }).id;

describe('staff e-mail about each new enquiry', () => {
  it('e-mails staff every field, with Reply-To the enquirer, and records it as sent', async () => {
    const smtp = await startSmtpServer();
    const app = await appWithSmtp(smtp);
    try {
      const id = await send(app, contactEnquiry());
      const delivery = await waitForDelivery(app, id, 'sent');
      expect(delivery).toEqual({ state: 'sent', attempts: 1, lastError: null, sentAt: expect.any(String) });
      expect(smtp.received).toHaveLength(1);
      const [mail] = smtp.received;
      expect(mail.from).toBe(STAFF_ADDRESS);
      expect(mail.to).toEqual([STAFF_ADDRESS]);
      expect(mail.data).toContain('Subject: New enquiry from Sam Okafor (the contact page)');
      expect(mail.data).toContain('Reply-To: sam.okafor@example.org.au');
      for (const line of ['Email: sam.okafor@example.org.au', 'Phone: (03) 5200 1234', 'Users: 50-100', 'Service: security & compliance', 'Page: /contact-us']) {
        expect(mail.data).toContain(line);
      }
      expect(mail.data).toContain('Our auditors want evidence against the Essential Eight.');
    } finally {
      await app.close();
      await smtp.close();
    }
  });

  it('sends nothing to a server that offers no STARTTLS unless SMTP_ALLOW_PLAINTEXT=true, and shows why', async () => {
    const smtp = await startSmtpServer();
    const app = await appWithSmtp(smtp, { SMTP_ALLOW_PLAINTEXT: 'false' });
    try {
      const id = await send(app, shortEnquiry());
      const refused = await waitForDelivery(app, id, 'pending', (delivery) => delivery.attempts === 1);
      expect(refused.lastError).toMatch(/^ETLS .*STARTTLS/);
      expect(smtp.received).toEqual([]);
    } finally {
      await app.close();
      await smtp.close();
    }
  });

  it('retries with backoff while the SMTP server refuses, and records each attempt', async () => {
    const smtp = await startSmtpServer({ refuse: 2 });
    const app = await appWithSmtp(smtp, { ENQUIRY_NOTIFY_RETRY_SECONDS: '0.5' });
    try {
      const id = await send(app, shortEnquiry());
      const refused = await waitForDelivery(app, id, 'pending', (delivery) => delivery.attempts === 1);
      expect(refused.lastError).toContain('451 Mailbox busy, try again later');
      const delivery = await waitForDelivery(app, id, 'sent');
      expect(delivery).toEqual({ state: 'sent', attempts: 3, lastError: null, sentAt: expect.any(String) });
      expect(smtp.attempts()).toBe(3);
      // Backoff: 0.5 s before the second attempt, four times that before the third.
      const [first, second, third] = smtp.attemptTimes;
      expect(second - first).toBeGreaterThanOrEqual(450);
      expect(third - second).toBeGreaterThanOrEqual(1900);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0].data).toContain('Subject: New enquiry from Jane Citizen (the enquiry form)');
    } finally {
      await app.close();
      await smtp.close();
    }
  });

  it('gives up after ENQUIRY_NOTIFY_MAX_ATTEMPTS and shows why; the enquiry stays in the inbox', async () => {
    const smtp = await startSmtpServer({ refuse: 100 });
    const app = await appWithSmtp(smtp, { ENQUIRY_NOTIFY_MAX_ATTEMPTS: '2' });
    try {
      const id = await send(app, shortEnquiry());
      const delivery = await waitForDelivery(app, id, 'failed');
      expect(delivery.attempts).toBe(2);
      expect(delivery.lastError).toContain('451');
      expect(delivery.lastError).toContain('Mailbox busy, try again later');
      expect(smtp.received).toEqual([]);
    } finally {
      await app.close();
      await smtp.close();
    }
  });

  it('keeps pending e-mails in the database and sends them when a new instance starts', async () => {
    const smtp = await startSmtpServer({ refuse: 100 });
    const first = await appWithSmtp(smtp, { ENQUIRY_NOTIFY_RETRY_SECONDS: '3600' });
    const id = await send(first, shortEnquiry());
    await first.close();
    await smtp.close();
    await withDatabase(db.adminUrl, (client) => client.query(`UPDATE enquiry.notifications SET next_attempt_at = now()`));

    const working = await startSmtpServer();
    const second = await appWithSmtp(working);
    try {
      await waitForDelivery(second, id, 'sent');
      expect(working.received).toHaveLength(1);
    } finally {
      await second.close();
      await working.close();
    }
  });

  it('sends nothing for spam and says so', async () => {
    const smtp = await startSmtpServer();
    const app = await appWithSmtp(smtp);
    try {
      const spamId = await send(app, shortEnquiry({ website: 'bot' }));
      const realId = await send(app, contactEnquiry());
      await waitForDelivery(app, realId, 'sent');
      expect(await deliveryOf(app, spamId, '?status=spam')).toEqual({ state: 'not-sent', attempts: 0, lastError: null, sentAt: null });
      expect(smtp.received).toHaveLength(1);
    } finally {
      await app.close();
      await smtp.close();
    }
  });

  it('holds an enquiry over the per-address limit: no e-mail until an editor releases it, then one', async () => {
    const smtp = await startSmtpServer();
    const app = await appWithSmtp(smtp, { ENQUIRY_HOLD_LIMIT: '1' });
    const staff = { Authorization: `Bearer ${staffTokenAs(authKey, { role: 'editor' })}` };
    try {
      const firstId = await send(app, shortEnquiry({ firstName: 'First' }));
      const heldId = await send(app, contactEnquiry({ firstName: 'Second' }));
      await waitForDelivery(app, firstId, 'sent');
      const heldFolder = await request(app.getHttpServer()).get('/api/cms/enquiries?status=held').set(staff).expect(200);
      expect(heldFolder.body.items).toEqual([expect.objectContaining({ id: heldId, status: 'held', notification: expect.objectContaining({ state: 'not-sent' }) })]);
      expect(heldFolder.body.counts).toEqual({ new: 1, held: 1, handled: 0, spam: 0 });
      const inbox = await request(app.getHttpServer()).get('/api/cms/enquiries').set(staff).expect(200);
      expect(inbox.body.items.map((item: { id: string }) => item.id)).toEqual([firstId]);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(smtp.received).toHaveLength(1);

      const released = await request(app.getHttpServer()).post(`/api/cms/enquiries/${heldId}/release`).set(staff).expect(200);
      expect(released.body).toEqual(expect.objectContaining({ id: heldId, status: 'new' }));
      await waitForDelivery(app, heldId, 'sent');
      expect(smtp.received).toHaveLength(2);
      expect(smtp.received[1].data).toContain('Subject: New enquiry from Second Okafor (the contact page)');

      const again = await request(app.getHttpServer()).post(`/api/cms/enquiries/${heldId}/release`).set(staff).expect(409);
      expect(again.body.error).toBe('Only a held enquiry can be released; this one is new');
    } finally {
      await app.close();
      await smtp.close();
    }
  });

  it('lets only editors and administrators release, and not set held by hand', async () => {
    const app = await startApp({ DATABASE_URL: db.enquiryUrl, AUTH_JWKS_URL: jwks.url, ENQUIRY_HOLD_LIMIT: '0' });
    try {
      const id = await send(app, shortEnquiry());
      const as = (role: StaffRole) => ({ Authorization: `Bearer ${staffTokenAs(authKey, { role })}` });
      await request(app.getHttpServer()).post(`/api/cms/enquiries/${id}/release`).set(as('author')).expect(403);
      await request(app.getHttpServer()).post(`/api/cms/enquiries/${id}/release`).expect(401);
      const handMade = await request(app.getHttpServer()).patch(`/api/cms/enquiries/${id}`).set(as('editor')).send({ status: 'held' }).expect(400);
      expect(JSON.stringify(handMade.body)).toContain('status must be one of: new, handled, spam');
      await request(app.getHttpServer()).post(`/api/cms/enquiries/${id}/release`).set(as('administrator')).expect(200);
    } finally {
      await app.close();
    }
  });

  it('refuses to start with ENQUIRY_NOTIFY_TO but no SMTP_URL', async () => {
    await expect(startApp({ DATABASE_URL: db.enquiryUrl, ENQUIRY_NOTIFY_TO: 'leads@example.com.au' })).rejects.toThrow(
      'ENQUIRY_NOTIFY_TO is set but SMTP_URL is not',
    );
  });

  it('starts with SMTP_URL alone (the mail server the other services use too), says so, and e-mails no one about enquiries', async () => {
    const logger = new RecordingLogger();
    const app = await startApp({ DATABASE_URL: db.enquiryUrl, AUTH_JWKS_URL: jwks.url, SMTP_URL: 'smtp://127.0.0.1:2525' }, logger);
    try {
      expect(logger.problems().map((record) => String(record.message)).join('\n')).toContain('SMTP_URL is set but ENQUIRY_NOTIFY_TO is not');
      const id = await send(app, shortEnquiry());
      expect(await deliveryOf(app, id)).toMatchObject({ state: 'not-sent', attempts: 0 });
    } finally {
      await app.close();
    }
  });
});

describe('logs', () => {
  let captcha: CaptchaStub;

  beforeAll(async () => {
    captcha = await startCaptchaStub();
  });

  afterAll(() => captcha?.close());

  it('never contain an enquiry’s personal fields, through storing, refused e-mails, captcha failures and staff actions', async () => {
    const smtp = await startSmtpServer({ refuse: 1 });
    const logs = new RecordingLogger();
    const app = await appWithSmtp(smtp, { HCAPTCHA_SECRET: 'secret', HCAPTCHA_VERIFY_URL: captcha.url }, logs);
    const enquiry = contactEnquiry({ firstName: 'Wilhelmina', lastName: 'Zebedee', email: 'wz.private@example.net', phone: '0499 111 222', description: 'Confidential merger plans' });
    try {
      const id = await send(app, enquiry);
      await waitForDelivery(app, id, 'sent');
      captcha.answer(false);
      await send(app, shortEnquiry({ firstName: 'Wilhelmina', organisation: 'Secret Org Pty Ltd' }));
      await request(app.getHttpServer()).post('/api/enquiries').send({ ...enquiry, email: 'wz.private@example' }).expect(400);
      await request(app.getHttpServer())
        .patch(`/api/cms/enquiries/${id}`)
        .set({ Authorization: `Bearer ${staffToken(authKey)}` })
        .send({ status: 'handled' })
        .expect(200);
    } finally {
      await app.close();
      await smtp.close();
    }
    const logged = JSON.stringify(logs.records);
    expect(logged).toContain('stored');
    expect(logged).toContain('not sent (attempt 1)');
    for (const personal of ['Wilhelmina', 'Zebedee', 'wz.private', '0499 111 222', 'Confidential merger', 'Secret Org']) {
      expect(logged).not.toContain(personal);
    }
  });
});
