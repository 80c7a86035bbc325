import { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { startTestDatabase, TestDatabase } from '../../infra/src/test-database';
import { PasswordHasher } from '../src/users/password-hasher';
import { bootApp, TEST_ADMIN, testEnvironment } from './support/boot-app';

const LOGIN = '/api/auth/login';
const MAX_PER_PAIR = 3;
const MAX_PER_ADDRESS = 6;
const WINDOW_SECONDS = 600;
const WRONG_PASSWORD = 'not the password';
const TOO_MANY = /^Too many failed login attempts\. Try again in \d+ (minutes?|seconds?)\.$/;

describe('failed-login rate limit', () => {
  let database: TestDatabase;
  let app: NestExpressApplication;
  let otherInstance: NestExpressApplication;

  const environment = (): Record<string, string> =>
    testEnvironment(database.authUrl, {
      LOGIN_MAX_FAILURES_PER_USERNAME: String(MAX_PER_PAIR),
      LOGIN_MAX_FAILURES: String(MAX_PER_ADDRESS),
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

  it('lets the admin in from their own address while another address hammers the same username', async () => {
    for (let attempt = 1; attempt <= MAX_PER_PAIR + 5; attempt += 1) {
      await login('198.51.100.66', attempt % 2 === 0 ? 'ADMIN' : 'admin', WRONG_PASSWORD).expect(attempt <= MAX_PER_PAIR ? 401 : 429);
    }

    await login('192.0.2.10', TEST_ADMIN.username, TEST_ADMIN.password).expect(200);
    // The hammering address stays slowed down, even with the right password.
    const blocked = await login('198.51.100.66', TEST_ADMIN.username, TEST_ADMIN.password).expect(429);
    expect(blocked.body).toEqual({ statusCode: 429, error: expect.stringMatching(TOO_MANY) });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(WINDOW_SECONDS - 5);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
    expect(blocked.body.error).toBe('Too many failed login attempts. Try again in 10 minutes.');
  });

  it('lets many addresses guessing one username each reach only their own limit, never locking the username', async () => {
    for (let address = 1; address <= 10; address += 1) {
      for (let attempt = 1; attempt <= MAX_PER_PAIR; attempt += 1) {
        await login(`203.0.113.${address}`, TEST_ADMIN.username, WRONG_PASSWORD).expect(401);
      }
      await login(`203.0.113.${address}`, TEST_ADMIN.username, WRONG_PASSWORD).expect(429);
    }

    await login('192.0.2.11', TEST_ADMIN.username, TEST_ADMIN.password).expect(200);
  });

  it('limits an address spraying many usernames, but not other addresses', async () => {
    for (let attempt = 1; attempt <= MAX_PER_ADDRESS; attempt += 1) {
      await login('203.0.113.7', `guess-${attempt}`, WRONG_PASSWORD).expect(401);
    }

    const blocked = await login('203.0.113.7', TEST_ADMIN.username, TEST_ADMIN.password).expect(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    await login('203.0.113.8', TEST_ADMIN.username, TEST_ADMIN.password).expect(200);
  });

  it('limits IPv6 clients per /64, so rotating through one network gains nothing', async () => {
    for (let attempt = 1; attempt <= MAX_PER_PAIR; attempt += 1) {
      await login(`2001:db8:5:6::${attempt.toString(16)}`, TEST_ADMIN.username, WRONG_PASSWORD).expect(401);
    }

    await login('2001:db8:5:6:ffff::1', TEST_ADMIN.username, TEST_ADMIN.password).expect(429);
    await login('2001:db8:5:7::1', TEST_ADMIN.username, TEST_ADMIN.password).expect(200);
  });

  it('checks at most the configured number of passwords when 50 wrong ones arrive at once', async () => {
    const hasher = app.get(PasswordHasher);
    const verify = jest.spyOn(hasher, 'verify');
    try {
      const responses = await Promise.all(
        Array.from({ length: 50 }, () => login('198.51.100.50', TEST_ADMIN.username, WRONG_PASSWORD)),
      );

      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 401)).toHaveLength(MAX_PER_PAIR);
      expect(statuses.filter((status) => status === 429)).toHaveLength(50 - MAX_PER_PAIR);
      for (const response of responses.filter((one) => one.status === 429)) {
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
      expect(verify).toHaveBeenCalledTimes(MAX_PER_PAIR);
    } finally {
      verify.mockRestore();
    }
  });

  it('holds the limit across instances racing on the same database', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) => login('198.51.100.51', 'shared-user', WRONG_PASSWORD, index % 2 === 0 ? app : otherInstance)),
    );

    expect(responses.filter((response) => response.status === 401)).toHaveLength(MAX_PER_PAIR);
    await login('198.51.100.51', 'shared-user', WRONG_PASSWORD, otherInstance).expect(429);
    await login('198.51.100.51', 'shared-user', WRONG_PASSWORD, app).expect(429);
  });

  it('forgives the pair after a successful login, and a success does not count against the address', async () => {
    for (let round = 1; round <= 2; round += 1) {
      for (let attempt = 1; attempt < MAX_PER_PAIR; attempt += 1) {
        await login('192.0.2.50', TEST_ADMIN.username, WRONG_PASSWORD).expect(401);
      }
      await login('192.0.2.50', TEST_ADMIN.username, TEST_ADMIN.password).expect(200);
    }
    const [{ count }] = await query<Array<{ count: number }>>(
      `SELECT count(*)::int AS count FROM auth.login_failures WHERE scope = 'address' AND key = '192.0.2.50'`,
    );
    expect(count).toBe(2 * (MAX_PER_PAIR - 1));
  });

  it('lets attempts age out of the sliding window and says how long to wait', async () => {
    await query(`
      INSERT INTO auth.login_failures (scope, key, failed_at) VALUES
        ('pair', '192.0.2.100 admin', now() - interval '700 seconds'),
        ('pair', '192.0.2.100 admin', now() - interval '500 seconds'),
        ('pair', '192.0.2.100 admin', now() - interval '100 seconds'),
        ('pair', '192.0.2.100 admin', now() - interval '50 seconds')`);

    const blocked = await login('192.0.2.100', TEST_ADMIN.username, TEST_ADMIN.password).expect(429);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(98);
    expect(retryAfter).toBeLessThanOrEqual(100);
    expect(blocked.body.error).toBe('Too many failed login attempts. Try again in 2 minutes.');

    await query(`UPDATE auth.login_failures SET failed_at = failed_at - interval '101 seconds'`);
    await login('192.0.2.100', TEST_ADMIN.username, TEST_ADMIN.password).expect(200);
  });

  it('takes the client address from X-Forwarded-For only from a trusted proxy', async () => {
    const untrusted = await bootApp({ ...environment(), TRUST_PROXY: 'false' });
    try {
      for (let attempt = 1; attempt <= MAX_PER_PAIR; attempt += 1) {
        await login(`198.51.100.${attempt}`, 'spoofed', WRONG_PASSWORD, untrusted).expect(401);
      }
      // Different forwarded addresses, yet all from the same real peer: that pair is now limited.
      await login('198.51.100.77', 'spoofed', WRONG_PASSWORD, untrusted).expect(429);
    } finally {
      await untrusted.close();
    }
  });
});
