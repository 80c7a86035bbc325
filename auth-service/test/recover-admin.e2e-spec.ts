import { NestExpressApplication } from '@nestjs/platform-express';
import { Secret, TOTP } from 'otpauth';
import { startTestDatabase, TestDatabase } from '../../infra/src/test-database';
import { runRecoverAdmin } from '../src/recovery/run-recover-admin';
import { captureAuditLines } from './support/audit-lines';
import { bootApp, testEnvironment, withEnvironment } from './support/boot-app';
import { claimsOf, staffApi } from './support/staff';

const SITE_URL = 'https://www.example.com.au';

let database: TestDatabase;
let app: NestExpressApplication;
let staff: ReturnType<typeof staffApi>;

beforeAll(async () => {
  database = await startTestDatabase();
  app = await bootApp(testEnvironment(database.authUrl, { SITE_URL }));
  staff = staffApi(app);
});

afterAll(async () => {
  await app?.close();
  await database?.stop();
});

async function recoverAdmin(args: string[]): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const audit = captureAuditLines();
  try {
    const code = await withEnvironment(testEnvironment(database.authUrl, { SITE_URL }), () =>
      runRecoverAdmin(args, (line) => out.push(line), (line) => err.push(line)),
    );
    return { code, out, err };
  } finally {
    audit.stop();
  }
}

describe('npm run recover-admin -- --username <name>', () => {
  it('makes the user an active administrator without a second factor and prints a one-time reset link', async () => {
    const editor = await staff.newStaff('editor');
    const { secret } = (await staff.api().post('/api/auth/me/mfa/totp').set(staff.bearer(editor.token)).send({ currentPassword: editor.password }).expect(200)).body as { secret: string };
    const code = TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
    await staff.api().post('/api/auth/me/mfa/totp/confirm').set(staff.bearer(editor.token)).send({ code }).expect(200);
    await staff.api().patch(`/api/auth/users/${editor.id}`).set(staff.bearer(await staff.adminToken())).send({ status: 'suspended' }).expect(200);

    const result = await recoverAdmin(['--username', editor.username]);

    expect(result.code).toBe(0);
    expect(result.out[0]).toBe(`"${editor.username}" is now an active administrator; two-step sign-in is off and every session of theirs has ended.`);
    const link = result.out.find((line) => line.startsWith(`${SITE_URL}/reset-password#`));
    expect(link).toBeDefined();
    await staff.api().post('/api/auth/password-reset/complete').send({ token: new URL(link!).hash.slice(1), password: 'marmalade lighthouse velvet' }).expect(204);
    const token = await staff.login(editor.username, 'marmalade lighthouse velvet');
    expect(claimsOf(token)).toMatchObject({ role: 'administrator' });
    await staff.api().get('/api/auth/users').set(staff.bearer(token)).expect(200);
    const activity = (await staff.api().get('/api/auth/activity').query({ limit: 20 }).set(staff.bearer(token)).expect(200)).body as Array<{ event: string; itemId?: string }>;
    expect(activity).toContainEqual(expect.objectContaining({ event: 'admin.recovered', itemId: editor.id }));
  });

  it('names the users there are when the username is unknown', async () => {
    const result = await recoverAdmin(['--username', 'nobody-here']);
    expect(result.code).toBe(1);
    expect(result.err[0]).toMatch(/^There is no user "nobody-here"\. Users: .*admin \(administrator\)/);
  });

  it('explains its usage without a username', async () => {
    const result = await recoverAdmin([]);
    expect(result.code).toBe(2);
    expect(result.err[0]).toMatch(/^Usage: npm run recover-admin -w auth-service -- --username <name>/);
  });
});
