import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { startTestDatabase, TestDatabase } from '../../infra/src/test-database';
import { SigningKeysService } from '../src/keys/signing-keys.service';
import { bootApp, Environment, TEST_ADMIN, testEnvironment } from './support/boot-app';
import { decodeHeader, verifyWithJwk } from './support/tokens';

const LOGIN = '/api/auth/login';
const JWKS = '/api/auth/.well-known/jwks.json';

interface Jwk {
  kid: string;
  n: string;
}

describe('starting the service', () => {
  let database: TestDatabase;
  const running: NestExpressApplication[] = [];

  const start = async (overrides: Environment = {}): Promise<NestExpressApplication> => {
    const app = await bootApp(testEnvironment(database.authUrl, overrides));
    running.push(app);
    return app;
  };

  const stop = async (app: NestExpressApplication): Promise<void> => {
    running.splice(running.indexOf(app), 1);
    await app.close();
  };

  const storedAdmin = async (app: NestExpressApplication): Promise<{ password_hash: string; updated_at: Date }> => {
    const [row] = await app.get(DataSource).query(`SELECT password_hash, updated_at FROM auth.users WHERE username = 'admin'`);
    return row;
  };

  const publishedKey = async (app: NestExpressApplication): Promise<Jwk> =>
    ((await request(app.getHttpServer()).get(JWKS).expect(200)).body as { keys: Jwk[] }).keys[0];

  beforeAll(async () => {
    database = await startTestDatabase();
  });

  afterEach(async () => {
    await Promise.all(running.splice(0).map((app) => app.close()));
  });

  afterAll(async () => {
    await database?.stop();
  });

  it('runs the migrations into the auth schema, migrations table included', async () => {
    const app = await start();

    const [tables] = await app.get(DataSource).query(`
      SELECT to_regclass('auth.users') AS users, to_regclass('auth.signing_keys') AS keys,
             to_regclass('auth.login_failures') AS failures, to_regclass('auth.migrations') AS migrations`);
    expect(Object.values(tables).every((table) => table !== null)).toBe(true);
  });

  it('creates the staff user once and keeps its hash while the password stays the same', async () => {
    const first = await start();
    const created = await storedAdmin(first);
    expect(created.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await stop(first);

    const second = await start();

    expect(await storedAdmin(second)).toEqual(created);
    await request(second.getHttpServer()).post(LOGIN).send(TEST_ADMIN).expect(200);
  });

  it('creates the first administrator only while no user exists: a new ADMIN_PASSWORD later changes nothing', async () => {
    const first = await start();
    const before = await storedAdmin(first);
    await stop(first);

    const app = await start({ ADMIN_PASSWORD: 'a brand new password', ADMIN_USERNAME: 'someone-else' });

    expect(await storedAdmin(app)).toEqual(before);
    await request(app.getHttpServer()).post(LOGIN).send({ username: 'admin', password: 'a brand new password' }).expect(401);
    await request(app.getHttpServer()).post(LOGIN).send({ username: 'someone-else', password: 'a brand new password' }).expect(401);
    await request(app.getHttpServer()).post(LOGIN).send(TEST_ADMIN).expect(200);
    const [{ count }] = await app.get(DataSource).query('SELECT count(*)::int AS count FROM auth.users');
    expect(count).toBe(1);
  });

  it('uses the documented default password in development, on an empty database', async () => {
    const empty = await startTestDatabase();
    try {
      const app = await bootApp(testEnvironment(empty.authUrl, { NODE_ENV: 'development', ADMIN_PASSWORD: undefined }));
      try {
        await request(app.getHttpServer()).post(LOGIN).send({ username: 'admin', password: 'admin-dev-password' }).expect(200);
      } finally {
        await app.close();
      }
    } finally {
      await empty.stop();
    }
  });

  it.each([
    ['ADMIN_PASSWORD is missing', undefined],
    ['ADMIN_PASSWORD is empty', ''],
    ['ADMIN_PASSWORD is a placeholder', 'change-me'],
    ['ADMIN_PASSWORD is the development default', 'admin-dev-password'],
  ])('refuses to start in production when %s', async (_case, password) => {
    await expect(start({ NODE_ENV: 'production', ADMIN_PASSWORD: password })).rejects.toThrow(
      /ADMIN_PASSWORD must be set to a real password when NODE_ENV=production/,
    );
  });

  it.each([
    ['short', 'admin-pass1', /ADMIN_PASSWORD is refused when NODE_ENV=production: Password must be at least 12 characters/],
    ['common', 'password12345', /ADMIN_PASSWORD is refused when NODE_ENV=production: This password is too easy to guess/],
  ])('refuses to start in production when ADMIN_PASSWORD is %s', async (_case, password, message) => {
    await expect(start({ NODE_ENV: 'production', ADMIN_PASSWORD: password })).rejects.toThrow(message);
  });

  it.each([
    ['DATABASE_URL is missing', { DATABASE_URL: undefined }, /DATABASE_URL is required/],
    ['the session limit is over 12 hours', { SESSION_ABSOLUTE_TIMEOUT_SECONDS: '43201' }, /SESSION_ABSOLUTE_TIMEOUT_SECONDS must be at most 43200/],
    ['LOGIN_MAX_FAILURES is not a number', { LOGIN_MAX_FAILURES: 'five' }, /LOGIN_MAX_FAILURES must be a whole number/],
    ['only one half of the key pair is set', { JWT_PUBLIC_KEY: 'x' }, /set both JWT_PRIVATE_KEY and JWT_PUBLIC_KEY/],
  ])('refuses to start when %s', async (_case, overrides, message) => {
    await expect(start(overrides)).rejects.toThrow(message);
  });

  it('generates the signing key once and signs with it after every restart', async () => {
    const first = await start();
    const key = await publishedKey(first);
    await stop(first);

    const second = await start();

    expect(await publishedKey(second)).toEqual(key);
    const { token } = (await request(second.getHttpServer()).post(LOGIN).send(TEST_ADMIN).expect(200)).body as { token: string };
    expect(decodeHeader(token).kid).toBe(key.kid);
    const [{ count }] = await second.get(DataSource).query('SELECT count(*)::int AS count FROM auth.signing_keys');
    expect(count).toBe(1);
  });

  it('ends up with one shared key when instances race to create it', async () => {
    const [one, two] = [await start(), await start()];
    await one.get(DataSource).query('DELETE FROM auth.signing_keys');

    const [keyOfOne, keyOfTwo] = await Promise.all([
      one.get(SigningKeysService).findOrCreateStoredKey(),
      two.get(SigningKeysService).findOrCreateStoredKey(),
    ]);

    expect(keyOfOne.kid).toBe(keyOfTwo.kid);
    const [{ count }] = await one.get(DataSource).query('SELECT count(*)::int AS count FROM auth.signing_keys');
    expect(count).toBe(1);
  });

  it('creates one first administrator when instances start together on an empty database', async () => {
    const empty = await startTestDatabase();
    try {
      const apps = await Promise.all([0, 1, 2].map(() => bootApp(testEnvironment(empty.authUrl))));
      try {
        const [{ count }] = await apps[0].get(DataSource).query(`SELECT count(*)::int AS count FROM auth.users WHERE role = 'administrator'`);
        expect(count).toBe(1);
        await request(apps[2].getHttpServer()).post(LOGIN).send(TEST_ADMIN).expect(200);
      } finally {
        await Promise.all(apps.map((app) => app.close()));
      }
    } finally {
      await empty.stop();
    }
  });

  const rsaPemPair = (): { privateKey: string; publicKey: string } =>
    generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });

  it('signs with a configured key pair, given with escaped newlines as in env files', async () => {
    const { privateKey, publicKey } = rsaPemPair();
    const app = await start({
      JWT_PRIVATE_KEY: privateKey.replace(/\n/g, '\\n'),
      JWT_PUBLIC_KEY: publicKey,
      JWT_ISSUER: 'test-issuer',
      JWT_AUDIENCE: 'test-audience',
      SESSION_IDLE_TIMEOUT_SECONDS: '600',
    });

    const jwk = await publishedKey(app);
    const { token } = (await request(app.getHttpServer()).post(LOGIN).send(TEST_ADMIN).expect(200)).body as { token: string };

    const claims = verifyWithJwk(token, { kty: 'RSA', e: 'AQAB', n: jwk.n }, { issuer: 'test-issuer', audience: 'test-audience' });
    expect(claims.exp - claims.iat).toBe(600);
    expect(jwk.n).toBe(createPublicKey(publicKey).export({ format: 'jwk' }).n);
  });

  it('refuses a configured key pair whose halves do not match', async () => {
    await expect(start({ JWT_PRIVATE_KEY: rsaPemPair().privateKey, JWT_PUBLIC_KEY: rsaPemPair().publicKey })).rejects.toThrow(
      /The public key does not belong to the private key/,
    );
  });
});
