import { mailText, SmtpTestServer, startSmtpServer } from '@site/nest-server-kit/testing';
import { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import { startTestDatabase, TestDatabase } from '../../infra/src/test-database';
import { PasswordResetService } from '../src/password-reset/password-reset.service';
import { bootApp, testEnvironment } from './support/boot-app';
import { claimsOf, staffApi } from './support/staff';

const SITE_URL = 'https://www.example.com.au';
const RESET_SUBJECT = 'Reset your password for www.example.com.au';
const GONE = { statusCode: 410, error: 'This link has expired or was already used. Ask for a new one on the login page.' };

let database: TestDatabase;
let smtp: SmtpTestServer;
let app: NestExpressApplication;
let staff: ReturnType<typeof staffApi>;

beforeAll(async () => {
  [database, smtp] = await Promise.all([startTestDatabase(), startSmtpServer()]);
  app = await bootApp(testEnvironment(database.authUrl, { SITE_URL, SMTP_URL: smtp.url, SMTP_ALLOW_PLAINTEXT: 'true', MAIL_FROM: 'staff-area@example.com.au' }));
  staff = staffApi(app);
});

afterAll(async () => {
  await app?.close();
  await Promise.all([database?.stop(), smtp?.close()]);
});

const requestReset = (email: string) => staff.api().post('/api/auth/password-reset').send({ email });
const linkIn = (text: string, path: string): string => {
  const match = new RegExp(`${SITE_URL.replace(/\./g, '\\.')}/${path}#([A-Za-z0-9_-]{43})`).exec(text);
  if (!match) throw new Error(`no ${path} link in:\n${text}`);
  return match[1];
};

describe('forgot password', () => {
  it('answers 202 the same, in about the same time, for a known and an unknown address', async () => {
    const member = await staff.newStaff('author');
    const timings: Record<string, number[]> = { known: [], unknown: [] };
    const answers: Record<string, unknown[]> = { known: [], unknown: [] };
    for (let round = 0; round < 3; round += 1) {
      for (const [kind, email] of [['known', member.email], ['unknown', `nobody-${round}@example.com`]] as const) {
        const started = performance.now();
        const response = await requestReset(email).expect(202);
        timings[kind].push(performance.now() - started);
        answers[kind].push({ body: response.body, text: response.text, type: response.headers['content-type'] });
      }
    }
    await app.get(PasswordResetService).settled();

    expect(answers.known).toEqual(answers.unknown);
    const median = (values: number[]) => values.sort((a, b) => a - b)[1];
    // The lookup and the e-mail happen after the answer: neither side hashes or sends before answering.
    expect(Math.abs(median(timings.known) - median(timings.unknown))).toBeLessThan(50);
    await smtp.mailTo(member.email, RESET_SUBJECT);
    expect(smtp.received.filter((mail) => mail.to.some((to) => to.startsWith('nobody-')))).toEqual([]);
  });

  it('e-mails a one-time link that sets a new password and ends every session', async () => {
    const member = await staff.newStaff('editor');
    await requestReset(member.email.toUpperCase()).expect(202);
    const mail = await smtp.mailTo(member.email, RESET_SUBJECT);
    expect(mail.data).toContain('From: staff-area@example.com.au');
    const token = linkIn(mailText(mail), 'reset-password');

    await staff.api().post('/api/auth/password-reset/complete').send({ token, password: 'qwerty123456' }).expect(400);
    await staff.api().post('/api/auth/password-reset/complete').send({ token, password: 'marmalade lighthouse velvet' }).expect(204);

    const revoked = (await staff.api().get('/api/auth/sessions/revoked').expect(200)).body as { revoked: string[] };
    expect(revoked.revoked).toContain(claimsOf(member.token).sid);
    await staff.api().post('/api/auth/login').send({ username: member.username, password: member.password }).expect(401);
    await staff.login(member.username, 'marmalade lighthouse velvet');
    expect((await staff.api().post('/api/auth/password-reset/complete').send({ token, password: 'another fine passphrase' }).expect(410)).body).toEqual(GONE);
  });

  it('answers 410 for a link older than an hour', async () => {
    const member = await staff.newStaff('author');
    await requestReset(member.email).expect(202);
    const token = linkIn(mailText(await smtp.mailTo(member.email, RESET_SUBJECT)), 'reset-password');
    await app.get(DataSource).query(`UPDATE auth.password_resets SET expires_at = now() - interval '1 second'`);

    expect((await staff.api().post('/api/auth/password-reset/complete').send({ token, password: 'marmalade lighthouse velvet' }).expect(410)).body).toEqual(GONE);
    await staff.login(member.username, member.password);
  });

  it('sends nothing to suspended users', async () => {
    const member = await staff.newStaff('author');
    await staff.api().patch(`/api/auth/users/${member.id}`).set(staff.bearer(await staff.adminToken())).send({ status: 'suspended' }).expect(200);
    await requestReset(member.email).expect(202);
    await app.get(PasswordResetService).settled();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received.filter((mail) => mail.to.includes(member.email) && mail.data.includes(RESET_SUBJECT))).toEqual([]);
  });

  it.each([[{}], [{ email: 'not an address' }], [{ email: 'a@example.com', extra: 1 }]])('refuses the body %j', async (body) => {
    await staff.api().post('/api/auth/password-reset').send(body).expect(400);
  });
});

describe('invitation e-mails', () => {
  it('carry the same link the administrator is shown', async () => {
    const response = await staff.api().post('/api/auth/invitations').set(staff.bearer(await staff.adminToken()))
      .send({ email: 'new.hire@example.com', role: 'contributor' }).expect(201);
    const { url } = response.body as { url: string };

    const mail = await smtp.mailTo('new.hire@example.com', 'You are invited to the staff area of www.example.com.au');
    expect(mailText(mail)).toContain(url);
    expect(mailText(mail)).toContain('as a contributor');
  });
});
