import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import {
  generateSigningKey, type JwksServer, mailText, RecordingLogger, type SmtpTestServer, startJwksServer, startSmtpServer, staffTokenAs, type TestStaff,
} from '@site/nest-server-kit/testing';
import { startTestDatabase, type TestDatabase } from '../../infra/src/test-database';
import { contentInput } from './support/content-input';
import { eventually } from './support/eventually';
import { resetContent, startApp, withDatabase } from './support/test-app';

// Issue 35 item 1: a reviewer's decision is e-mailed to the item's author (outbox, real SMTP). The service
// learns the author's address from auth-service's GET /api/auth/me, asked with the author's own token.
const key = generateSigningKey('review-notices');
const SITE_URL = 'https://www.example.com.au';
const ALEX = { role: 'author', userId: '33333333-3333-4333-8333-333333333333', username: 'alex', displayName: 'Alex Author' } as const;
const NOOR = { role: 'author', userId: '77777777-7777-4777-8777-777777777777', username: 'noor', displayName: 'Noor Author' } as const;
const EDEN = { role: 'editor', userId: '55555555-5555-4555-8555-555555555555', username: 'eden', displayName: 'Eden Editor' } as const;
const ALEX_ADDRESS = 'alex@example.com.au';
const EDEN_ADDRESS = 'eden@example.com.au';

let db: TestDatabase;
let auth: JwksServer;
let smtp: SmtpTestServer;
let app: NestExpressApplication;
const logger = new RecordingLogger();

beforeAll(async () => {
  db = await startTestDatabase();
  auth = await startJwksServer([key]);
  auth.emails.set(ALEX.userId, ALEX_ADDRESS);
  auth.emails.set(EDEN.userId, EDEN_ADDRESS);
  smtp = await startSmtpServer();
  app = await startApp(
    {
      DATABASE_URL: db.contentUrl, AUTH_JWKS_URL: auth.url, SEED_SAMPLE_CONTENT: 'false', SITE_URL,
      SMTP_URL: smtp.url, SMTP_ALLOW_PLAINTEXT: 'true', MAIL_FROM: 'website@example.com.au', SITE_TIME_ZONE: 'Australia/Melbourne',
    },
    logger,
  );
}, 120_000);

afterAll(async () => {
  await app?.close();
  await smtp?.close();
  await auth?.close();
  await db?.stop();
});

beforeEach(async () => {
  await resetContent(db.contentUrl, app);
  smtp.received.length = 0;
});

const api = () => request(app.getHttpServer());
const as = (staff: TestStaff) => ({ Authorization: `Bearer ${staffTokenAs(key, staff)}` });

async function draftBy(staff: TestStaff, title: string): Promise<{ id: string }> {
  return (await api().post('/api/cms/content').set(as(staff)).send(contentInput({ type: 'case-study', status: 'draft', title, slug: `s-${Date.now()}` })).expect(201)).body as { id: string };
}

/** The service has asked auth-service for this staff member's address (in the background of their request). */
async function addressLearnt(userId: string, email: string | null): Promise<void> {
  await eventually(async () => {
    const { rows } = await withDatabase(db.contentUrl, (client) => client.query<{ email: string | null }>('SELECT email FROM content.staff_emails WHERE user_id = $1', [userId]));
    expect(rows).toEqual([{ email }]);
  }, 10_000);
}

async function reviewTokenFor(itemId: string, staff: TestStaff): Promise<string> {
  const { url } = (await api().post(`/api/cms/content/${itemId}/reviews`).set(as(staff)).send({}).expect(201)).body as { url: string };
  return url.split('/review/')[1] ?? '';
}

it("e-mails the item's author (not the editor who shared it) who decided what, on which version, with their comment", async () => {
  const item = await draftBy(ALEX, 'How Acme moved to SharePoint');
  await addressLearnt(ALEX.userId, ALEX_ADDRESS);
  const token = await reviewTokenFor(item.id, EDEN);
  await api()
    .post('/api/reviews/decision')
    .send({ token, name: 'Priya Raman', email: 'priya@acme.example', decision: 'approve', comment: 'Accurate. Happy for this to go out.' })
    .expect(201);

  const mail = await smtp.mailTo(ALEX_ADDRESS, 'Approved: How Acme moved to SharePoint');
  const text = mailText(mail);
  expect(text).toContain('Priya Raman <priya@acme.example> approved "How Acme moved to SharePoint" (version 1)');
  expect(text).toContain('Accurate. Happy for this to go out.');
  expect(text).toContain(`${SITE_URL}/admin/module/entries/cms-system?tab=manage`);
  expect(mail.from).toBe('website@example.com.au');
  expect(smtp.received.filter((received) => received.to.includes(EDEN_ADDRESS))).toEqual([]);
  // Sent: the outbox keeps no copy of what the reviewer wrote.
  const { rows } = await withDatabase(db.contentUrl, (client) => client.query<{ state: string; body: string }>('SELECT state, body FROM content.outbox'));
  expect(rows).toEqual([{ state: 'sent', body: '' }]);
});

it('says when changes were asked for', async () => {
  const item = await draftBy(ALEX, 'Defender rollout');
  await addressLearnt(ALEX.userId, ALEX_ADDRESS);
  const token = await reviewTokenFor(item.id, ALEX);
  await api().post('/api/reviews/decision').send({ token, name: 'Sam Ng', email: 'sam@acme.example', decision: 'changes', comment: 'Name the licence tier.' }).expect(201);

  const text = mailText(await smtp.mailTo(ALEX_ADDRESS, 'Changes requested: Defender rollout'));
  expect(text).toContain('Sam Ng <sam@acme.example> asked for changes to "Defender rollout" (version 1)');
  expect(text).toContain('Name the licence tier.');
});

it("records the decision when the author's address is not known, sends nothing, and the log says why", async () => {
  const item = await draftBy(NOOR, 'No address on file');
  await addressLearnt(NOOR.userId, null);
  const token = await reviewTokenFor(item.id, NOOR);
  await api().post('/api/reviews/decision').send({ token, name: 'Priya Raman', email: 'priya@acme.example', decision: 'approve' }).expect(201);

  const item2 = (await api().get(`/api/cms/content/${item.id}`).set(as(NOOR)).expect(200)).body as { approval: { status: string } };
  expect(item2.approval.status).toBe('approved');
  expect(logger.problems().map((record) => String(record.message))).toContainEqual(expect.stringContaining(`A review decision on item ${item.id} was not e-mailed: its author's e-mail address is not known.`));
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(smtp.received).toEqual([]);
});
