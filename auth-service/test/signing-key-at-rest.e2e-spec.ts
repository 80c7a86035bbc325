import { generateKeyPairSync } from 'node:crypto';
import { NestExpressApplication } from '@nestjs/platform-express';
import { Client } from 'pg';
import request from 'supertest';
import { startTestDatabase, TestDatabase } from '../../infra/src/test-database';
import { ActiveSigningKey } from '../src/keys/active-signing-key';
import { bootApp, Environment, TEST_ADMIN, testEnvironment } from './support/boot-app';
import { decodeHeader } from './support/tokens';

/**
 * What a backup of the database holds: every row of every table in the auth schema, as text. (The machine's
 * pg_dump is older than the embedded Postgres and refuses to dump it; a SELECT of each table is the same data.)
 */
async function dumpAuthSchema(databaseUrl: string): Promise<string> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'auth' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    );
    const dump: string[] = [];
    for (const { table_name: table } of tables) {
      const { rows } = await client.query(`SELECT * FROM auth."${table}"`);
      dump.push(`-- ${table}\n${rows.map((row) => JSON.stringify(row)).join('\n')}`);
    }
    return dump.join('\n');
  } finally {
    await client.end();
  }
}

/** The base64 body of a PEM, without its armour and line breaks: what would betray the key in any encoding of the dump. */
const pemBody = (pem: string): string => pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');

describe('the signing key at rest', () => {
  let database: TestDatabase;
  const running: NestExpressApplication[] = [];

  const start = async (overrides: Environment = {}): Promise<NestExpressApplication> => {
    const app = await bootApp(testEnvironment(database.authUrl, overrides));
    running.push(app);
    return app;
  };
  const stopAll = () => Promise.all(running.splice(0).map((app) => app.close()));
  const kidOfLogin = async (app: NestExpressApplication): Promise<string> =>
    decodeHeader(((await request(app.getHttpServer()).post('/api/auth/login').send(TEST_ADMIN).expect(200)).body as { token: string }).token).kid as string;

  beforeAll(async () => {
    database = await startTestDatabase();
  });

  afterEach(stopAll);

  afterAll(async () => {
    await database?.stop();
  });

  it('a dump of the database holds no private key in plain text, and tokens are still signed with the stored key', async () => {
    const app = await start();
    const { privateKeyPem, kid } = app.get(ActiveSigningKey);
    expect(await kidOfLogin(app)).toBe(kid);

    const dump = await dumpAuthSchema(database.adminUrl);
    expect(dump).toContain(kid);
    expect(dump).not.toContain('PRIVATE KEY');
    expect(dump).not.toContain(pemBody(privateKeyPem).slice(0, 64));
    expect(dump).not.toContain(pemBody(privateKeyPem).slice(-64));
  });

  it('encrypts a key stored in plain text by an earlier version at the next start, and keeps signing with it', async () => {
    const first = await start();
    const { privateKeyPem, kid } = first.get(ActiveSigningKey);
    await stopAll();
    // As the table was before: the PEM itself in the column.
    const client = new Client({ connectionString: database.adminUrl });
    await client.connect();
    await client.query(`UPDATE auth.signing_keys SET sealed_private_key = $1 WHERE kid = $2`, [privateKeyPem, kid]);
    await client.end();
    expect(await dumpAuthSchema(database.adminUrl)).toContain('PRIVATE KEY');

    const second = await start();

    expect(await kidOfLogin(second)).toBe(kid);
    expect(second.get(ActiveSigningKey).privateKeyPem).toBe(privateKeyPem);
    const dump = await dumpAuthSchema(database.adminUrl);
    expect(dump).not.toContain('PRIVATE KEY');
    expect(dump).not.toContain(pemBody(privateKeyPem).slice(0, 64));
  });

  it('refuses to start with a different key-encryption key, saying what to do', async () => {
    await start();
    await stopAll();
    await expect(start({ JWT_KEY_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('hex') })).rejects.toThrow(
      /JWT_KEY_ENCRYPTION_KEY does not open the signing key stored in auth.signing_keys \(kid [\w-]+\): it was encrypted with another key-encryption key/,
    );
  });

  it.each([
    ['without a key-encryption key or a configured key pair', { JWT_KEY_ENCRYPTION_KEY: undefined }, /JWT_KEY_ENCRYPTION_KEY \(or JWT_KEY_ENCRYPTION_KEY_FILE\) is required/],
    ['with a key-encryption key shorter than 32 characters', { JWT_KEY_ENCRYPTION_KEY: 'c2hvcnQ=' }, /JWT_KEY_ENCRYPTION_KEY must be a random secret of at least 32 characters/],
  ])('refuses to start %s', async (_case, overrides, message) => {
    await expect(start(overrides)).rejects.toThrow(message);
  });

  it('with a configured key pair and no key-encryption key, deletes a plain-text key an earlier version stored', async () => {
    const first = await start();
    const { privateKeyPem, kid } = first.get(ActiveSigningKey);
    await stopAll();
    const client = new Client({ connectionString: database.adminUrl });
    await client.connect();
    await client.query(`UPDATE auth.signing_keys SET sealed_private_key = $1 WHERE kid = $2`, [privateKeyPem, kid]);
    await client.end();

    const pair = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    const app = await start({ JWT_KEY_ENCRYPTION_KEY: undefined, JWT_PRIVATE_KEY: pair.privateKey, JWT_PUBLIC_KEY: pair.publicKey });

    expect(await kidOfLogin(app)).not.toBe(kid);
    const dump = await dumpAuthSchema(database.adminUrl);
    expect(dump).not.toContain('PRIVATE KEY');
    expect(dump).not.toContain(kid);
  });
});
