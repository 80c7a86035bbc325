import { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { startTestDatabase, TestDatabase } from '../../infra/src/test-database';
import { TokenService } from '../src/tokens/token.service';
import { UsersService } from '../src/users/users.service';
import { captureAuditLines } from './support/audit-lines';
import { bootApp, TEST_ADMIN, testEnvironment } from './support/boot-app';

const IDLE_SECONDS = 1_800;
const ABSOLUTE_SECONDS = 43_200;
const SESSION_ENDED = { statusCode: 401, error: 'Your session has ended. Please log in again.' };

interface Claims {
  sub: string;
  sid: string;
  iat: number;
  exp: number;
}

const claimsOf = (token: string): Claims => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as Claims;
const nowSeconds = (): number => Math.floor(Date.now() / 1000);

let database: TestDatabase;
let app: NestExpressApplication;

beforeAll(async () => {
  database = await startTestDatabase();
  app = await bootApp(testEnvironment(database.authUrl));
});

afterAll(async () => {
  await app?.close();
  await database?.stop();
});

beforeEach(async () => {
  await app.get(DataSource).query('TRUNCATE auth.login_failures, auth.sessions');
});

const api = () => request(app.getHttpServer());
const login = async (password = TEST_ADMIN.password): Promise<string> =>
  ((await api().post('/api/auth/login').send({ username: TEST_ADMIN.username, password }).expect(200)).body as { token: string }).token;
const renew = (token: string) => api().post('/api/auth/renew').set('Authorization', `Bearer ${token}`);
const logout = (token: string) => api().post('/api/auth/logout').set('Authorization', `Bearer ${token}`);
const revokedList = async (): Promise<string[]> =>
  ((await api().get('/api/auth/sessions/revoked').expect(200)).body as { revoked: string[] }).revoked;

describe('a staff session', () => {
  it('carries a session id and lasts the 30-minute idle timeout', async () => {
    const claims = claimsOf(await login());

    expect(claims.sid).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims.exp - claims.iat).toBe(IDLE_SECONDS);
  });

  it('renews while in use: same session, a fresh idle period', async () => {
    const token = await login();
    const response = await renew(token).expect(200);

    expect(response.headers['cache-control']).toBe('no-store');
    const renewed = claimsOf((response.body as { token: string }).token);
    expect(renewed.sid).toBe(claimsOf(token).sid);
    expect(renewed.exp - nowSeconds()).toBeGreaterThan(IDLE_SECONDS - 10);
  });

  it('never renews past 12 hours after login', async () => {
    const token = await login();
    const { sid } = claimsOf(token);
    const database = app.get(DataSource);

    // Ten minutes of the 12 hours left: the renewed token ends with the session, not 30 minutes on.
    await database.query(`UPDATE auth.sessions SET expires_at = now() + interval '10 minutes' WHERE id = $1`, [sid]);
    const renewed = claimsOf(((await renew(token).expect(200)).body as { token: string }).token);
    expect(renewed.exp - nowSeconds()).toBeLessThanOrEqual(600);
    expect(renewed.exp - nowSeconds()).toBeGreaterThan(590);

    await database.query(`UPDATE auth.sessions SET expires_at = now() WHERE id = $1`, [sid]);
    expect((await renew(token).expect(401)).body).toEqual(SESSION_ENDED);
  });

  it('sets the absolute end 12 hours after login', async () => {
    const { sid } = claimsOf(await login());
    const [{ seconds }] = await app
      .get(DataSource)
      .query(`SELECT extract(epoch FROM expires_at - created_at)::int AS seconds FROM auth.sessions WHERE id = $1`, [sid]);
    expect(seconds).toBe(ABSOLUTE_SECONDS);
  });

  it('ends after the idle timeout: a token that ran out cannot be renewed', async () => {
    const { sid } = claimsOf(await login());
    const admin = await app.get(UsersService).findByUsername(TEST_ADMIN.username);
    const ranOut = await app.get(TokenService).issue(admin!, sid, nowSeconds() - 1);

    expect((await renew(ranOut).expect(401)).body).toEqual(SESSION_ENDED);
  });

  it('ends at logout: the session is listed as revoked and cannot be renewed', async () => {
    const token = await login();
    const other = await login();

    await logout(token).expect(204);

    expect(await revokedList()).toEqual([claimsOf(token).sid]);
    expect((await renew(token).expect(401)).body).toEqual(SESSION_ENDED);
    await renew(other).expect(200);
  });

  it('answers logout the same for a missing or forged token', async () => {
    await api().post('/api/auth/logout').expect(204);
    await logout('not-a-token').expect(204);
    expect(await revokedList()).toEqual([]);
  });
});

describe('changing the password', () => {
  const NEW_PASSWORD = 'a brand new passphrase';
  const change = (token: string, body: object) => api().post('/api/auth/password').set('Authorization', `Bearer ${token}`).send(body);

  afterEach(async () => {
    // Back to the password the other tests log in with.
    const token = await login(NEW_PASSWORD).catch(() => null);
    if (token) await change(token, { currentPassword: NEW_PASSWORD, newPassword: TEST_ADMIN.password }).expect(204);
  });

  it('ends every other session of the user and keeps the one that changed it', async () => {
    const stolen = await login();
    const current = await login();

    await change(current, { currentPassword: TEST_ADMIN.password, newPassword: NEW_PASSWORD }).expect(204);

    expect(await revokedList()).toEqual([claimsOf(stolen).sid]);
    await renew(current).expect(200);
    await api().post('/api/auth/login').send(TEST_ADMIN).expect(401);
    await login(NEW_PASSWORD);
  });

  it.each([
    ['a wrong current password', { currentPassword: 'wrong', newPassword: NEW_PASSWORD }, 400, 'Current password is wrong'],
    ['a short new password', { currentPassword: TEST_ADMIN.password, newPassword: 'short' }, 400, 'Password must be at least 12 characters'],
    ['a guessable new password', { currentPassword: TEST_ADMIN.password, newPassword: 'password1234' }, 400, 'This password is too easy to guess'],
    ['the same password', { currentPassword: TEST_ADMIN.password, newPassword: TEST_ADMIN.password }, 400, 'New password must differ from the current one'],
  ])('refuses %s with a clear message and changes nothing', async (_case, body, status, message) => {
    const token = await login();
    const response = await change(token, body).expect(status);

    expect(JSON.stringify(response.body)).toContain(message);
    await login();
  });

  it('needs a live session', async () => {
    const token = await login();
    await logout(token).expect(204);
    expect((await change(token, { currentPassword: TEST_ADMIN.password, newPassword: NEW_PASSWORD }).expect(401)).body).toEqual(SESSION_ENDED);
  });
});

describe('a restart', () => {
  it('ends no session and changes no password, whatever ADMIN_PASSWORD says now', async () => {
    const token = await login();
    const changed = await bootApp(testEnvironment(database.authUrl, { ADMIN_PASSWORD: 'a password from the new .env' }));
    await changed.close();

    expect(await revokedList()).toEqual([]);
    await renew(token).expect(200);
    await api().post('/api/auth/login').send({ username: TEST_ADMIN.username, password: 'a password from the new .env' }).expect(401);
    await login();
  });
});

describe('the audit trail', () => {
  it('writes one JSON line per event, with address and request id and never a secret', async () => {
    const audit = captureAuditLines();
    let token: string;
    let renewed: string;
    try {
      const ok = await api().post('/api/auth/login').set('X-Forwarded-For', '203.0.113.9').set('X-Request-Id', 'req-1').send(TEST_ADMIN).expect(200);
      token = (ok.body as { token: string }).token;
      await api().post('/api/auth/login').set('X-Forwarded-For', '203.0.113.9').send({ ...TEST_ADMIN, password: 'hunter2-wrong' }).expect(401);
      renewed = ((await renew(token).expect(200)).body as { token: string }).token;
      await logout(renewed).set('X-Request-Id', 'req-4').expect(204);
      await renew(renewed).expect(401);
    } finally {
      audit.stop();
    }

    const lines = audit.lines();
    expect(lines.map((line) => line.event)).toEqual(['login.succeeded', 'login.failed', 'session.renewed', 'logout', 'session.renewal_refused']);
    const admin = await app.get(UsersService).findByUsername(TEST_ADMIN.username);
    expect(lines[0]).toEqual({
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      audit: true,
      event: 'login.succeeded',
      userId: admin!.id,
      username: TEST_ADMIN.username,
      clientAddress: '203.0.113.9',
      requestId: 'req-1',
    });
    expect(lines[3]).toMatchObject({ event: 'logout', requestId: 'req-4' });
    expect(lines[4]).toMatchObject({ username: TEST_ADMIN.username, reason: 'revoked' });
    for (const secret of [TEST_ADMIN.password, 'hunter2-wrong', token, renewed, token.split('.')[2]]) {
      expect(audit.raw()).not.toContain(secret);
    }
  });

  it('records throttled logins', async () => {
    const audit = captureAuditLines();
    try {
      for (let attempt = 0; attempt < 6; attempt += 1) {
        await api().post('/api/auth/login').set('X-Forwarded-For', '198.51.100.3').send({ ...TEST_ADMIN, password: 'wrong' });
      }
    } finally {
      audit.stop();
    }
    expect(audit.lines().map((line) => line.event)).toEqual([...Array(5).fill('login.failed'), 'login.throttled']);
  });
});
