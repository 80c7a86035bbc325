import { generateKeyPairSync } from 'node:crypto';
import { NestExpressApplication } from '@nestjs/platform-express';
import { Secret, TOTP } from 'otpauth';
import { DataSource } from 'typeorm';
import { startTestDatabase, TestDatabase } from '../../infra/src/test-database';
import { bootApp, Environment, testEnvironment } from './support/boot-app';
import { StaffMember, staffApi } from './support/staff';

/** Issue 33: TOTP seeds are sealed with the key-encryption key, as the signing key is; a migration seals old ones. */
const codeFor = (secret: string, stepsAhead = 0): string =>
  TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30, timestamp: Date.now() + stepsAhead * 30_000 });

let database: TestDatabase;
const running: NestExpressApplication[] = [];

const start = async (overrides: Environment = {}): Promise<NestExpressApplication> => {
  const app = await bootApp(testEnvironment(database.authUrl, overrides));
  running.push(app);
  return app;
};
const stopAll = () => Promise.all(running.splice(0).map((app) => app.close()));

beforeAll(async () => {
  database = await startTestDatabase();
});

afterEach(stopAll);

afterAll(async () => {
  await database?.stop();
});

const storedSeedOf = async (app: NestExpressApplication, userId: string): Promise<string> =>
  ((await app.get(DataSource).query(`SELECT totp_secret FROM auth.users WHERE id = $1`, [userId])) as Array<{ totp_secret: string }>)[0].totp_secret;

async function signInWithCode(app: NestExpressApplication, member: StaffMember, code: string): Promise<number> {
  const staff = staffApi(app);
  const { mfaToken } = (await staff.api().post('/api/auth/login').send({ username: member.username, password: member.password }).expect(200)).body as { mfaToken: string };
  return (await staff.api().post('/api/auth/login/mfa').send({ mfaToken, code })).status;
}

describe('TOTP seeds at rest', () => {
  it('are stored sealed, never as the seed the authenticator app was given', async () => {
    const app = await start();
    const staff = staffApi(app);
    const member = await staff.newStaff('editor');
    const { secret } = (await staff.api().post('/api/auth/me/mfa/totp').set(staff.bearer(member.token)).send({ currentPassword: member.password }).expect(200)).body as { secret: string };
    await staff.api().post('/api/auth/me/mfa/totp/confirm').set(staff.bearer(member.token)).send({ code: codeFor(secret, -1) }).expect(200);

    const stored = await storedSeedOf(app, member.id);
    expect(stored).not.toContain(secret);
    expect(stored).toMatch(/^aes-256-gcm\.v1\./);
    expect(await signInWithCode(app, member, codeFor(secret))).toBe(200);
  });

  it('stored in plain text before are sealed by the migration, and still work', async () => {
    const before = await start();
    const member = await staffApi(before).newStaff('author');
    const seed = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    // The row as an older version left it, and the migration not yet run.
    await before.get(DataSource).query(`UPDATE auth.users SET totp_secret = $2, mfa_enabled = true WHERE id = $1`, [member.id, seed]);
    await before.get(DataSource).query(`DELETE FROM auth.migrations WHERE name = 'SealedTotpSeeds1800000004000'`);
    await stopAll();

    const after = await start();
    const stored = await storedSeedOf(after, member.id);
    expect(stored).not.toContain(seed);
    expect(stored).toMatch(/^aes-256-gcm\.v1\./);
    expect(await signInWithCode(after, member, codeFor(seed))).toBe(200);
  });

  it('in plain text stop a start without the key-encryption key, naming it', async () => {
    const before = await start();
    const member = await staffApi(before).newStaff('author');
    await before.get(DataSource).query(`UPDATE auth.users SET totp_secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' WHERE id = $1`, [member.id]);
    await before.get(DataSource).query(`DELETE FROM auth.migrations WHERE name = 'SealedTotpSeeds1800000004000'`);
    await stopAll();

    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
    await expect(start({ JWT_KEY_ENCRYPTION_KEY: undefined, JWT_PRIVATE_KEY: privateKey, JWT_PUBLIC_KEY: publicKey })).rejects.toThrow(/TOTP seed\(s\) are stored in plain text and must be sealed: set JWT_KEY_ENCRYPTION_KEY/);
  });
});
