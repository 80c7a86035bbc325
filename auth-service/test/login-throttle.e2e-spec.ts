import { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { startTestDatabase, TestDatabase } from '../../infra/src/test-database';
import { bootApp, TEST_ADMIN, testEnvironment } from './support/boot-app';

const LOGIN = '/api/auth/login';
const MAX_FAILURES = 3;
const WINDOW_SECONDS = 600;
const WRONG_PASSWORD = 'not the password';
const TOO_MANY = /^Too many failed login attempts\. Try again in \d+ (minutes?|seconds?)\.$/;

describe('failed-login rate limit', () => {
  let database: TestDatabase;
  let app: NestExpressApplication;
  let otherInstance: NestExpressApplication;

  const environment = (): Record<string, string> =>
    testEnvironment(database.authUrl, {
      LOGIN_MAX_FAILURES: String(MAX_FAILURES),
      LOGIN_FAILURE_WINDOW_SECONDS: String(WINDOW_SECONDS),
    }) as Record<string, string>;

  const login = (ip: string, username: string, password: string, instance = app): request.Test =>
    request(instance.getHttpServer()).post(LOGIN).set('X-Forwarded-For', ip).send({ username, password });

  const query = <T>(sql: string): Promise<T> => app.get(DataSource).query(sql);

  beforeAll(async () => {
    database = await startTestDatabase();
    app = await bootApp(environment());
    otherInstance = await bootApp(environment());
  });

  afterAll(async () => {
    await otherInstance?.close();
    await app?.close();
    await database?.stop();
  });

  beforeEach(async () => {
    await query('TRUNCATE auth.login_failures');
  });

  it('locks a username after too many failures from any address, even for the right password', async () => {
    for (let attempt = 1; attempt <= MAX_FAILURES; attempt += 1) {
      await login(`198.51.100.${attempt}`, attempt === 2 ? 'ADMIN' : 'admin', WRONG_PASSWORD).expect(401);
    }

    const blocked = await login('198.51.100.99', TEST_ADMIN.username, TEST_ADMIN.password).expect(429);

    expect(blocked.body).toEqual({ statusCode: 429, error: expect.stringMatching(TOO_MANY) });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(WINDOW_SECONDS - 5);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
    expect(blocked.body.error).toBe('Too many failed login attempts. Try again in 10 minutes.');
  });

  it('locks an address after too many failures for any usernames, but not other addresses', async () => {
    for (let attempt = 1; attempt <= MAX_FAILURES; attempt += 1) {
      await login('203.0.113.7', `guess-${attempt}`, WRONG_PASSWORD).expect(401);
    }

    const blocked = await login('203.0.113.7', TEST_ADMIN.username, TEST_ADMIN.password).expect(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    await login('203.0.113.8', TEST_ADMIN.username, TEST_ADMIN.password).expect(200);
  });

  it('does not count blocked attempts as new failures', async () => {
    for (let attempt = 1; attempt <= MAX_FAILURES + 3; attempt += 1) {
      await login('203.0.113.20', 'someone', WRONG_PASSWORD).expect(attempt <= MAX_FAILURES ? 401 : 429);
    }

    const [{ count }] = await query<Array<{ count: number }>>(
      `SELECT count(*)::int AS count FROM auth.login_failures WHERE scope = 'ip' AND key = '203.0.113.20'`,
    );
    expect(count).toBe(MAX_FAILURES);
  });

  it('forgives the username after a successful login', async () => {
    for (let attempt = 1; attempt < MAX_FAILURES; attempt += 1) {
      await login(`192.0.2.${attempt}`, TEST_ADMIN.username, WRONG_PASSWORD).expect(401);
    }
    await login('192.0.2.50', TEST_ADMIN.username, TEST_ADMIN.password).expect(200);

    for (let attempt = 1; attempt < MAX_FAILURES; attempt += 1) {
      await login(`192.0.2.${10 + attempt}`, TEST_ADMIN.username, WRONG_PASSWORD).expect(401);
    }
    await login('192.0.2.51', TEST_ADMIN.username, TEST_ADMIN.password).expect(200);
  });

  it('lets failures age out of the sliding window and says how long to wait', async () => {
    await query(`
      INSERT INTO auth.login_failures (scope, key, failed_at) VALUES
        ('username', 'admin', now() - interval '700 seconds'),
        ('username', 'admin', now() - interval '500 seconds'),
        ('username', 'admin', now() - interval '100 seconds'),
        ('username', 'admin', now() - interval '50 seconds')`);

    const blocked = await login('192.0.2.100', TEST_ADMIN.username, TEST_ADMIN.password).expect(429);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(98);
    expect(retryAfter).toBeLessThanOrEqual(100);
    expect(blocked.body.error).toBe('Too many failed login attempts. Try again in 2 minutes.');

    await query(`UPDATE auth.login_failures SET failed_at = failed_at - interval '101 seconds'`);
    await login('192.0.2.100', TEST_ADMIN.username, TEST_ADMIN.password).expect(200);
  });

  it('is shared by every instance on the same database', async () => {
    for (let attempt = 1; attempt <= MAX_FAILURES; attempt += 1) {
      await login('203.0.113.30', 'shared-user', WRONG_PASSWORD, attempt % 2 === 0 ? otherInstance : app).expect(401);
    }

    await login('203.0.113.31', 'shared-user', WRONG_PASSWORD, otherInstance).expect(429);
    await login('203.0.113.31', 'shared-user', WRONG_PASSWORD, app).expect(429);
  });

  it('prunes failures older than the window when it records a new one', async () => {
    await query(`INSERT INTO auth.login_failures (scope, key, failed_at) VALUES ('ip', '192.0.2.200', now() - interval '2 hours')`);

    await login('192.0.2.201', 'someone-else', WRONG_PASSWORD).expect(401);

    const rows = await query<Array<{ key: string }>>(`SELECT key FROM auth.login_failures ORDER BY key`);
    expect(rows.map((row) => row.key)).toEqual(['192.0.2.201', 'someone-else']);
  });

  it('takes the client address from X-Forwarded-For only from a trusted proxy', async () => {
    const untrusted = await bootApp({ ...environment(), TRUST_PROXY: 'false' });
    try {
      for (let attempt = 1; attempt <= MAX_FAILURES; attempt += 1) {
        await login(`198.51.100.${attempt}`, `spoofer-${attempt}`, WRONG_PASSWORD, untrusted).expect(401);
      }
      // Different forwarded addresses, yet all from the same real peer: that peer is now locked out.
      await login('198.51.100.77', TEST_ADMIN.username, TEST_ADMIN.password, untrusted).expect(429);
    } finally {
      await untrusted.close();
    }
  });
});
