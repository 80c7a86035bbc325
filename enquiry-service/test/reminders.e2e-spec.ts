import type { NestExpressApplication } from '@nestjs/platform-express';
import { Clock } from '@site/nest-server-kit';
import request from 'supertest';
import { generateSigningKey, staffTokenAs, TEST_STAFF, type TestStaff, type SmtpTestServer, startSmtpServer, type JwksServer, startJwksServer } from '@site/nest-server-kit/testing';
import { startTestDatabase, type TestDatabase } from '../../infra/src/test-database';
import { ReminderJob } from '../src/reminders/reminder.job';
import { shortEnquiry } from './support/enquiry-payloads';
import { resetEnquiries, startApp, withDatabase } from './support/test-app';

// Issue 36 item 2: a new enquiry nobody touched for one business day (Monday to Friday in SITE_TIME_ZONE)
// sends one reminder, to its assignee, else to ENQUIRY_NOTIFY_TO, through the outbox.
const key = generateSigningKey('reminders');
const EDITOR: TestStaff = { role: 'editor' };
const STAFF_ADDRESS = 'leads@example.com.au';
const EDITOR_ADDRESS = 'eden@example.com.au';
// Friday 27 November 2026, 15:00 in Melbourne (AEDT, UTC+11).
const FRIDAY_3PM = '2026-11-27T04:00:00Z';
const at = (iso: string) => new Date(iso);

let db: TestDatabase;
let auth: JwksServer;
let smtp: SmtpTestServer;
let app: NestExpressApplication;

beforeAll(async () => {
  db = await startTestDatabase();
  auth = await startJwksServer([key]);
  auth.emails.set(TEST_STAFF.editor.userId, EDITOR_ADDRESS);
  smtp = await startSmtpServer();
  app = await startApp({
    DATABASE_URL: db.enquiryUrl,
    AUTH_JWKS_URL: auth.url,
    JWT_PUBLIC_KEY: undefined,
    SMTP_URL: smtp.url,
    ENQUIRY_NOTIFY_TO: STAFF_ADDRESS,
    SMTP_ALLOW_PLAINTEXT: 'true',
    ENQUIRY_NOTIFY_POLL_SECONDS: '0.1',
    SITE_TIME_ZONE: 'Australia/Melbourne',
  });
});

afterAll(async () => {
  await app?.close();
  await smtp?.close();
  await auth?.close();
  await db?.stop();
});

beforeEach(async () => {
  await resetEnquiries(db.adminUrl);
  smtp.received.length = 0;
  jest.restoreAllMocks();
});

const api = () => request(app.getHttpServer());
const as = (staff: TestStaff) => ({ Authorization: `Bearer ${staffTokenAs(key, staff)}` });
const moveClockTo = (iso: string) => jest.spyOn(app.get(Clock), 'now').mockReturnValue(at(iso));
const runReminders = () => app.get(ReminderJob).run();

/** An enquiry as if received at `receivedAt`, its new-enquiry e-mail already sent. */
async function receivedAt(receivedAtIso: string, body = shortEnquiry()): Promise<string> {
  const { id } = (await api().post('/api/enquiries').send(body).expect(201)).body as { id: string };
  await waitFor(() => smtp.received.length > 0, 'the new-enquiry e-mail');
  smtp.received.length = 0;
  await withDatabase(db.adminUrl, (client) => client.query('UPDATE enquiry.enquiries SET received_at = $2 WHERE id = $1', [id, receivedAtIso]));
  return id;
}

async function waitFor(done: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`waited in vain for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const reminders = () => smtp.received.filter((mail) => /Subject: Reminder:/.test(mail.data));

describe('the business-day reminder', () => {
  it('skips the weekend: an enquiry of Friday afternoon is reminded on Monday afternoon, once, to ENQUIRY_NOTIFY_TO', async () => {
    await receivedAt(FRIDAY_3PM);
    for (const notYet of ['2026-11-28T04:00:00Z', '2026-11-29T04:00:00Z', '2026-11-30T03:59:00Z']) {
      moveClockTo(notYet);
      expect(await runReminders()).toBe(0);
    }
    moveClockTo('2026-11-30T04:01:00Z');
    expect(await runReminders()).toBe(1);
    await waitFor(() => reminders().length === 1, 'the reminder');
    expect(reminders()[0].to).toEqual([STAFF_ADDRESS]);
    expect(reminders()[0].data).toContain('Reminder: the enquiry from Jane Citizen is still waiting');

    moveClockTo('2026-12-01T04:00:00Z');
    expect(await runReminders()).toBe(0);
  });

  it('goes to the assignee when the enquiry has one', async () => {
    const id = await receivedAt('2026-11-24T23:00:00Z');
    await api().get('/api/cms/enquiries/counts').set(as(EDITOR)).expect(200);
    await api().patch(`/api/cms/enquiries/${id}`).set(as(EDITOR)).send({ assigneeId: TEST_STAFF.editor.userId }).expect(200);
    await waitForEditorAddress();
    moveClockTo('2026-11-26T00:00:00Z');
    expect(await runReminders()).toBe(1);
    await waitFor(() => reminders().length === 1, 'the reminder');
    expect(reminders()[0].to).toEqual([EDITOR_ADDRESS]);
  });

  it('is not sent for an enquiry someone has worked on: a stage, a note, or handled', async () => {
    const staged = await receivedAt(FRIDAY_3PM);
    const noted = await receivedAt(FRIDAY_3PM);
    const handled = await receivedAt(FRIDAY_3PM);
    await api().patch(`/api/cms/enquiries/${staged}`).set(as(EDITOR)).send({ stage: 'contacted' }).expect(200);
    await api().post(`/api/cms/enquiries/${noted}/notes`).set(as(EDITOR)).send({ text: 'Rang them' }).expect(201);
    await api().patch(`/api/cms/enquiries/${handled}`).set(as(EDITOR)).send({ status: 'handled' }).expect(200);
    moveClockTo('2026-12-02T00:00:00Z');
    expect(await runReminders()).toBe(0);
  });
});

/** The editor's address is learnt from the auth service in the background after their first inbox request. */
async function waitForEditorAddress(): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const rows = await withDatabase(db.adminUrl, async (client) => (await client.query('SELECT email FROM enquiry.staff_members WHERE id = $1', [TEST_STAFF.editor.userId])).rows);
    if (rows[0]?.email === EDITOR_ADDRESS) return;
    if (Date.now() > deadline) throw new Error('the editor’s address was never learnt');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
