import { NestExpressApplication } from '@nestjs/platform-express';
import { Secret, TOTP } from 'otpauth';
import { DataSource } from 'typeorm';
import { startTestDatabase, TestDatabase } from '../../infra/src/test-database';
import { bootApp, testEnvironment } from './support/boot-app';
import { claimsOf, StaffMember, staffApi } from './support/staff';

let database: TestDatabase;
let app: NestExpressApplication;
let staff: ReturnType<typeof staffApi>;

beforeAll(async () => {
  database = await startTestDatabase();
  app = await bootApp(testEnvironment(database.authUrl, { SITE_URL: 'https://www.example.com.au' }));
  staff = staffApi(app);
});

afterAll(async () => {
  await app?.close();
  await database?.stop();
});

afterEach(async () => {
  await app.get(DataSource).query(`UPDATE auth.security_settings SET mfa_required_for = 'nobody'`);
});

/** The code an authenticator app shows for `secret`, `stepsAhead` 30-second steps from now (RFC 6238, SHA-1, 6 digits). */
const codeFor = (secret: string, stepsAhead = 0): string =>
  TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30, timestamp: Date.now() + stepsAhead * 30_000 });

interface Enrolled extends StaffMember {
  secret: string;
  recoveryCodes: string[];
}

async function enrolledStaff(role: 'author' | 'administrator' = 'author'): Promise<Enrolled> {
  const member = await staff.newStaff(role);
  const { secret } = (await staff.api().post('/api/auth/me/mfa/totp').set(staff.bearer(member.token)).send({ currentPassword: member.password }).expect(200)).body as { secret: string };
  // The step before now: the login steps of the tests use the current and the next one.
  const confirmed = await staff.api().post('/api/auth/me/mfa/totp/confirm').set(staff.bearer(member.token)).send({ code: codeFor(secret, -1) }).expect(200);
  return { ...member, secret, recoveryCodes: (confirmed.body as { recoveryCodes: string[] }).recoveryCodes };
}

async function passwordStep(member: StaffMember, address = '192.0.2.1'): Promise<string> {
  const response = await staff.api().post('/api/auth/login').set('X-Forwarded-For', address).send({ username: member.username, password: member.password }).expect(200);
  expect(response.body).toEqual({ mfaRequired: true, mfaToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
  return (response.body as { mfaToken: string }).mfaToken;
}

const codeStep = (mfaToken: string, code: string, address = '192.0.2.1') =>
  staff.api().post('/api/auth/login/mfa').set('X-Forwarded-For', address).send({ mfaToken, code });

describe('turning on two-step sign-in', () => {
  it('gives a secret, its otpauth URL and a QR code, and needs a code from it to switch on', async () => {
    const member = await staff.newStaff('editor');
    await staff.api().post('/api/auth/me/mfa/totp').set(staff.bearer(member.token)).expect(400);
    await staff.api().post('/api/auth/me/mfa/totp').set(staff.bearer(member.token)).send({ currentPassword: 'not my password' }).expect(400);
    const enrolment = await staff.api().post('/api/auth/me/mfa/totp').set(staff.bearer(member.token)).send({ currentPassword: member.password }).expect(200);
    const { secret, otpauthUrl, qrCodeSvg } = enrolment.body as { secret: string; otpauthUrl: string; qrCodeSvg: string };

    expect(enrolment.headers['cache-control']).toBe('no-store');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauthUrl);
    expect(`${url.protocol}//${url.host}`).toBe('otpauth://totp');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ secret, issuer: 'www.example.com.au', algorithm: 'SHA1', digits: '6', period: '30' });
    expect(decodeURIComponent(url.pathname)).toBe(`/www.example.com.au:${member.username}`);
    expect(qrCodeSvg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"[\s\S]*<\/svg>\s*$/);

    const wrong = await staff.api().post('/api/auth/me/mfa/totp/confirm').set(staff.bearer(member.token)).send({ code: codeFor(secret, 5) }).expect(400);
    expect((wrong.body as { error: string }).error).toMatch(/code is not right/);
    expect((await staff.api().get('/api/auth/me').set(staff.bearer(member.token)).expect(200)).body).toMatchObject({ mfaEnabled: false });

    const confirmed = await staff.api().post('/api/auth/me/mfa/totp/confirm').set(staff.bearer(member.token)).send({ code: codeFor(secret) }).expect(200);
    const { recoveryCodes } = confirmed.body as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    expect((await staff.api().get('/api/auth/me').set(staff.bearer(member.token)).expect(200)).body).toMatchObject({ mfaEnabled: true, recoveryCodesRemaining: 10 });

    const [stored] = await app.get(DataSource).query(`SELECT array_agg(code_hash) AS hashes FROM auth.recovery_codes WHERE user_id = $1`, [member.id]);
    for (const code of recoveryCodes) expect(JSON.stringify(stored.hashes)).not.toContain(code.replace('-', ''));
    await staff.api().post('/api/auth/me/mfa/totp').set(staff.bearer(member.token)).send({ currentPassword: member.password }).expect(409);
  });
});

describe('logging in with two-step sign-in', () => {
  it('asks for a code after the password, and takes a right one once', async () => {
    const member = await enrolledStaff();
    const mfaToken = await passwordStep(member);
    await staff.api().get('/api/auth/me').set(staff.bearer(mfaToken)).expect(401);

    const code = codeFor(member.secret);
    const response = await codeStep(mfaToken, code).expect(200);
    expect(claimsOf((response.body as { token: string }).token)).toMatchObject({ sub: member.id, role: 'author' });

    const replay = await codeStep(await passwordStep(member), code).expect(401);
    expect(replay.body).toEqual({ statusCode: 401, error: 'Invalid or already used code' });
    await codeStep(mfaToken, codeFor(member.secret, 1)).expect(401);
  });

  it('takes a recovery code once, whatever its case and with or without the hyphen', async () => {
    const member = await enrolledStaff();
    const [first] = member.recoveryCodes;

    await codeStep(await passwordStep(member), first.toUpperCase().replace('-', '')).expect(200);
    await codeStep(await passwordStep(member), first).expect(401);
    const token = (await codeStep(await passwordStep(member), member.recoveryCodes[1]).expect(200)).body.token as string;
    expect((await staff.api().get('/api/auth/me').set(staff.bearer(token)).expect(200)).body).toMatchObject({ recoveryCodesRemaining: 8 });
  });

  it('throttles wrong codes like wrong passwords', async () => {
    const member = await enrolledStaff();
    const mfaToken = await passwordStep(member, '198.51.100.77');
    for (let attempt = 1; attempt <= 5; attempt += 1) await codeStep(mfaToken, '000000', '198.51.100.77').expect(401);

    // Issue 33: that token took its five wrong codes and is void; a right password does not wipe out the wrong codes.
    await codeStep(mfaToken, codeFor(member.secret), '198.51.100.77').expect(401);
    const blocked = await codeStep(await passwordStep(member, '198.51.100.77'), codeFor(member.secret), '198.51.100.77').expect(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    await codeStep(await passwordStep(member, '198.51.100.78'), codeFor(member.secret), '198.51.100.78').expect(200);
  });

  it('lets the code step take five minutes at most', async () => {
    const member = await enrolledStaff();
    const mfaToken = await passwordStep(member);
    await app.get(DataSource).query(`UPDATE auth.mfa_challenges SET expires_at = now() - interval '1 second'`);
    await codeStep(mfaToken, codeFor(member.secret)).expect(401);
  });

  it('records failed and successful codes in the activity', async () => {
    const member = await enrolledStaff();
    await codeStep(await passwordStep(member), '000000').expect(401);
    await codeStep(await passwordStep(member), member.recoveryCodes[0]).expect(200);
    const [admin] = [await staff.adminToken()];
    const events = (await staff.api().get('/api/auth/activity').query({ limit: 5 }).set(staff.bearer(admin)).expect(200)).body as Array<{ event: string; userId: string }>;
    const own = events.filter((entry) => entry.userId === member.id).map((entry) => entry.event);
    expect(own).toEqual(['login.succeeded', 'mfa.recovery_code_used', 'login.mfa_succeeded', 'login.mfa_failed']);
  });
});

describe('managing one\'s second factor', () => {
  it('turns it off only with the password', async () => {
    const member = await enrolledStaff();
    const token = (await codeStep(await passwordStep(member), codeFor(member.secret)).expect(200)).body.token as string;

    await staff.api().delete('/api/auth/me/mfa').set(staff.bearer(token)).send({ password: 'not my password' }).expect(400);
    await staff.api().delete('/api/auth/me/mfa').set(staff.bearer(token)).send({ password: member.password }).expect(204);
    expect((await staff.api().post('/api/auth/login').send({ username: member.username, password: member.password }).expect(200)).body).toEqual({ token: expect.any(String) });
  });

  it('replaces the recovery codes with ten new ones', async () => {
    const member = await enrolledStaff();
    const token = (await codeStep(await passwordStep(member), codeFor(member.secret)).expect(200)).body.token as string;
    await staff.api().post('/api/auth/me/mfa/recovery-codes').set(staff.bearer(token)).send({ password: 'wrong password' }).expect(400);
    const fresh = (await staff.api().post('/api/auth/me/mfa/recovery-codes').set(staff.bearer(token)).send({ password: member.password }).expect(200)).body as { recoveryCodes: string[] };

    expect(fresh.recoveryCodes).toHaveLength(10);
    await codeStep(await passwordStep(member), member.recoveryCodes[0]).expect(401);
    await codeStep(await passwordStep(member), fresh.recoveryCodes[0]).expect(200);
  });

  it('can be reset by an administrator for someone who lost their phone', async () => {
    const member = await enrolledStaff();
    await staff.api().post(`/api/auth/users/${member.id}/mfa/reset`).set(staff.bearer(await staff.adminToken())).expect(204);

    expect((await staff.api().post('/api/auth/login').send({ username: member.username, password: member.password }).expect(200)).body).toEqual({ token: expect.any(String) });
    const users = (await staff.api().get('/api/auth/users').set(staff.bearer(await staff.adminToken())).expect(200)).body as Array<{ id: string; mfaEnabled: boolean }>;
    expect(users.find((user) => user.id === member.id)?.mfaEnabled).toBe(false);
  });
});

describe('requiring two-step sign-in', () => {
  it('leads someone without it to set it up right after the password, with a token good for nothing else', async () => {
    const member = await staff.newStaff('editor');
    const admin = await staff.adminToken();
    await staff.api().put('/api/auth/settings/security').set(staff.bearer(admin)).send({ mfaRequiredFor: 'everyone' }).expect(200);
    // Tokens issued before go on (they end within the idle timeout); the next login is led to set it up.
    await staff.api().get('/api/auth/me/sessions').set(staff.bearer(member.token)).expect(200);

    const login = await staff.api().post('/api/auth/login').send({ username: member.username, password: member.password }).expect(200);
    expect(login.body).toEqual({ token: expect.any(String), mfaSetupRequired: true });
    const limited = (login.body as { token: string }).token;
    expect(claimsOf(limited)).toMatchObject({ scope: 'mfa-setup', role: 'editor' });
    expect((await staff.api().get('/api/auth/me').set(staff.bearer(limited)).expect(200)).body).toMatchObject({ mfaEnabled: false, mfaRequired: true });
    await staff.api().get('/api/auth/me/sessions').set(staff.bearer(limited)).expect(401);
    await staff.api().post('/api/auth/password').set(staff.bearer(limited)).send({ currentPassword: member.password, newPassword: 'marmalade lighthouse velvet' }).expect(401);

    const { secret } = (await staff.api().post('/api/auth/me/mfa/totp').set(staff.bearer(limited)).expect(200)).body as { secret: string };
    const confirmed = (await staff.api().post('/api/auth/me/mfa/totp/confirm').set(staff.bearer(limited)).send({ code: codeFor(secret) }).expect(200)).body as { token: string };
    expect(claimsOf(confirmed.token)).not.toHaveProperty('scope');
    expect(claimsOf(confirmed.token).sid).toBe(claimsOf(limited).sid);
    await staff.api().get('/api/auth/me/sessions').set(staff.bearer(confirmed.token)).expect(200);

    const refused = await staff.api().delete('/api/auth/me/mfa').set(staff.bearer(confirmed.token)).send({ password: member.password }).expect(409);
    expect(refused.body).toEqual({ statusCode: 409, error: 'Two-step sign-in is required for your role, so it cannot be turned off.' });
  });

  it('for administrators only leaves other roles alone', async () => {
    const [author, admin] = [await staff.newStaff('author'), await staff.newStaff('administrator')];
    await staff.api().put('/api/auth/settings/security').set(staff.bearer(admin.token)).send({ mfaRequiredFor: 'administrators' }).expect(200);

    expect(claimsOf(await staff.login(author.username, author.password))).not.toHaveProperty('scope');
    const limited = await staff.login(admin.username, admin.password);
    expect(claimsOf(limited).scope).toBe('mfa-setup');
    const refused = await staff.api().get('/api/auth/users').set(staff.bearer(limited)).expect(401);
    expect(refused.body).toEqual({ statusCode: 401, error: 'Set up two-step sign-in before you continue.' });
  });
});
