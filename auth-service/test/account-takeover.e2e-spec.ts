import { mailText, SmtpTestServer, startSmtpServer } from '@site/nest-server-kit/testing';
import { NestExpressApplication } from '@nestjs/platform-express';
import { Secret, TOTP } from 'otpauth';
import { DataSource } from 'typeorm';
import { startTestDatabase, TestDatabase } from '../../infra/src/test-database';
import { bootApp, TEST_ADMIN, testEnvironment } from './support/boot-app';
import { staffApi } from './support/staff';

/**
 * Issue 33: what takes an account over needs the current password, a new e-mail address needs its link,
 * and the old address is told of every change. The attacker holds a stolen session token and nothing else.
 */
const SITE_URL = 'https://www.example.com.au';
const NOTICE_SUBJECT = 'Security notice for your account on www.example.com.au';
const CONFIRM_SUBJECT = 'Confirm your new e-mail address for www.example.com.au';

let database: TestDatabase;
let smtp: SmtpTestServer;
let app: NestExpressApplication;
let staff: ReturnType<typeof staffApi>;

beforeAll(async () => {
  [database, smtp] = await Promise.all([startTestDatabase(), startSmtpServer()]);
  app = await bootApp(testEnvironment(database.authUrl, { SITE_URL, SMTP_URL: smtp.url, SMTP_ALLOW_PLAINTEXT: 'true' }));
  staff = staffApi(app);
});

afterAll(async () => {
  await app?.close();
  await Promise.all([database?.stop(), smtp?.close()]);
});

const confirmLinkIn = (text: string): string => {
  const match = /https:\/\/www\.example\.com\.au\/confirm-email#([A-Za-z0-9_-]{43})/.exec(text);
  if (!match) throw new Error(`no confirmation link in:\n${text}`);
  return match[1];
};

const codeFor = (secret: string): string => TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });

describe('the attack chain with a stolen administrator token', () => {
  it('fails at its first step: no new e-mail address and no second factor without the password', async () => {
    const victim = await staff.newStaff('administrator');
    const stolen = victim.token;

    for (const body of [{ email: 'attacker@example.net' }, { email: 'attacker@example.net', currentPassword: 'a guess' }]) {
      const refused = await staff.api().patch('/api/auth/me').set(staff.bearer(stolen)).send(body);
      expect([400, 401, 403]).toContain(refused.status);
    }
    for (const body of [{}, { currentPassword: 'a guess' }]) {
      const refused = await staff.api().post('/api/auth/me/mfa/totp').set(staff.bearer(stolen)).send(body);
      expect([400, 401, 403]).toContain(refused.status);
    }
    expect((await staff.api().get('/api/auth/me').set(staff.bearer(stolen)).expect(200)).body).toMatchObject({ email: victim.email, mfaEnabled: false });
    // The reset link still goes to the victim's own address.
    await staff.api().post('/api/auth/password-reset').send({ email: 'attacker@example.net' }).expect(202);
    const [{ count }] = await app.get(DataSource).query(`SELECT count(*)::int AS count FROM auth.outbox WHERE recipient = 'attacker@example.net'`);
    expect(count).toBe(0);
  });
});

describe('changing the e-mail address', () => {
  it('takes effect only when the link sent to the new address is opened, once, and tells the old address', async () => {
    const member = await staff.newStaff('editor');
    const newEmail = `new-${member.username}@example.org`;
    const asked = await staff.api().patch('/api/auth/me').set(staff.bearer(member.token)).send({ email: newEmail, currentPassword: member.password }).expect(202);
    expect(asked.body).toEqual({ pendingEmail: newEmail, expiresAt: expect.any(String) });
    const hours = (Date.parse((asked.body as { expiresAt: string }).expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    expect((await staff.api().get('/api/auth/me').set(staff.bearer(member.token)).expect(200)).body).toMatchObject({ email: member.email });

    await smtp.mailTo(member.email, NOTICE_SUBJECT, newEmail);
    const token = confirmLinkIn(mailText(await smtp.mailTo(newEmail, CONFIRM_SUBJECT)));
    await staff.api().post('/api/auth/me/email/confirm').send({ token }).expect(204);
    expect((await staff.api().get('/api/auth/me').set(staff.bearer(member.token)).expect(200)).body).toMatchObject({ email: newEmail });
    await smtp.mailTo(member.email, NOTICE_SUBJECT, `Your e-mail address was changed to ${newEmail}`);
    await staff.api().post('/api/auth/me/email/confirm').send({ token }).expect(410);
  });

  it('refuses a link older than 24 hours', async () => {
    const member = await staff.newStaff('author');
    const newEmail = `late-${member.username}@example.org`;
    await staff.api().patch('/api/auth/me').set(staff.bearer(member.token)).send({ email: newEmail, currentPassword: member.password }).expect(202);
    const token = confirmLinkIn(mailText(await smtp.mailTo(newEmail, CONFIRM_SUBJECT)));
    await app.get(DataSource).query(`UPDATE auth.email_changes SET expires_at = now() - interval '1 second' WHERE new_email = $1`, [newEmail]);
    await staff.api().post('/api/auth/me/email/confirm').send({ token }).expect(410);
    expect((await staff.api().get('/api/auth/me').set(staff.bearer(member.token)).expect(200)).body).toMatchObject({ email: member.email });
  });

  it('sends no link to an address another user has, and answers the same', async () => {
    const [one, two] = [await staff.newStaff('author'), await staff.newStaff('author')];
    const answer = await staff.api().patch('/api/auth/me').set(staff.bearer(one.token)).send({ email: two.email, currentPassword: one.password }).expect(202);
    expect(answer.body).toEqual({ pendingEmail: two.email, expiresAt: expect.any(String) });
    await smtp.mailTo(one.email, NOTICE_SUBJECT, two.email);
    expect(smtp.received.filter((mail) => mail.to.includes(two.email) && mail.data.includes(CONFIRM_SUBJECT))).toEqual([]);
  });
});

describe('the old address is told', () => {
  it('of a password change and of each change of the second factor', async () => {
    const member = await staff.newStaff('author');
    await staff.api().post('/api/auth/password').set(staff.bearer(member.token)).send({ currentPassword: member.password, newPassword: 'marmalade lighthouse velvet' }).expect(204);
    await smtp.mailTo(member.email, NOTICE_SUBJECT, 'Your password was changed.');

    const { secret } = (await staff.api().post('/api/auth/me/mfa/totp').set(staff.bearer(member.token)).send({ currentPassword: 'marmalade lighthouse velvet' }).expect(200)).body as { secret: string };
    await staff.api().post('/api/auth/me/mfa/totp/confirm').set(staff.bearer(member.token)).send({ code: codeFor(secret) }).expect(200);
    await smtp.mailTo(member.email, NOTICE_SUBJECT, 'Two-step sign-in was turned on');
    await staff.api().delete('/api/auth/me/mfa').set(staff.bearer(member.token)).send({ password: 'marmalade lighthouse velvet' }).expect(204);
    await smtp.mailTo(member.email, NOTICE_SUBJECT, 'Two-step sign-in was turned off.');
  });
});

describe('ending other sessions', () => {
  it('needs the password; ending this one does not', async () => {
    const member = await staff.newStaff('author');
    const other = await staff.login(member.username, member.password);
    const [{ sid: thisSession }] = [JSON.parse(Buffer.from(member.token.split('.')[1], 'base64url').toString()) as { sid: string }];

    await staff.api().post('/api/auth/logout-everywhere').set(staff.bearer(member.token)).send({ currentPassword: 'a guess' }).expect(400);
    await staff.api().get('/api/auth/me').set(staff.bearer(other)).expect(200);
    await staff.api().delete(`/api/auth/me/sessions/${thisSession}`).set(staff.bearer(member.token)).expect(204);
    await staff.api().get('/api/auth/me').set(staff.bearer(member.token)).expect(401);
    await staff.api().get('/api/auth/me').set(staff.bearer(other)).expect(200);
  });
});

describe('the first enrolment the policy asks for', () => {
  afterEach(async () => {
    await app.get(DataSource).query(`UPDATE auth.security_settings SET mfa_required_for = 'nobody'`);
  });

  it('needs no password again, with a token that lives 10 minutes', async () => {
    const member = await staff.newStaff('contributor');
    const admin = await staff.login(TEST_ADMIN.username, TEST_ADMIN.password);
    await staff.api().put('/api/auth/settings/security').set(staff.bearer(admin)).send({ mfaRequiredFor: 'everyone' }).expect(200);
    const limited = await staff.login(member.username, member.password);
    const claims = JSON.parse(Buffer.from(limited.split('.')[1], 'base64url').toString()) as { scope: string; exp: number; iat: number };
    expect(claims.scope).toBe('mfa-setup');
    expect(claims.exp - claims.iat).toBeLessThanOrEqual(600);
    await staff.api().post('/api/auth/me/mfa/totp').set(staff.bearer(limited)).expect(200);
  });
});
