import { NestExpressApplication } from '@nestjs/platform-express';
import { Secret, TOTP } from 'otpauth';
import { DataSource } from 'typeorm';
import { startTestDatabase, TestDatabase } from '../../infra/src/test-database';
import { bootApp, testEnvironment } from './support/boot-app';
import { StaffMember, staffApi } from './support/staff';

/**
 * Issue 33: wrong second-step codes are limited per account, from any number of addresses (10 in 15 minutes,
 * then every open challenge is void and the password is needed again), and one mfaToken takes 5 at most.
 * The addresses are told apart by X-Forwarded-For, as the front door sends it.
 */
let database: TestDatabase;
let app: NestExpressApplication;
let staff: ReturnType<typeof staffApi>;

beforeAll(async () => {
  database = await startTestDatabase();
  app = await bootApp(testEnvironment(database.authUrl));
  staff = staffApi(app);
});

afterAll(async () => {
  await app?.close();
  await database?.stop();
});

beforeEach(async () => {
  await app.get(DataSource).query('TRUNCATE auth.login_failures');
});

const codeFor = (secret: string, stepsAhead = 0): string =>
  TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30, timestamp: Date.now() + stepsAhead * 30_000 });

/** A code that is not the right one now (nor in the steps either side). */
const wrongCodeFor = (secret: string): string => {
  const right = new Set([-1, 0, 1].map((step) => codeFor(secret, step)));
  return ['000000', '111111', '222222', '333333'].find((code) => !right.has(code)) as string;
};

async function enrolled(): Promise<StaffMember & { secret: string }> {
  const member = await staff.newStaff('administrator');
  const { secret } = (await staff.api().post('/api/auth/me/mfa/totp').set(staff.bearer(member.token)).send({ currentPassword: member.password }).expect(200)).body as { secret: string };
  await staff.api().post('/api/auth/me/mfa/totp/confirm').set(staff.bearer(member.token)).send({ code: codeFor(secret, -1) }).expect(200);
  return { ...member, secret };
}

async function passwordStep(member: StaffMember, address: string): Promise<string> {
  const response = await staff.api().post('/api/auth/login').set('X-Forwarded-For', address).send({ username: member.username, password: member.password }).expect(200);
  return (response.body as { mfaToken: string }).mfaToken;
}

const codeStep = (mfaToken: string, code: string, address: string) => staff.api().post('/api/auth/login/mfa').set('X-Forwarded-For', address).send({ mfaToken, code });

describe('wrong codes for one account from several addresses', () => {
  it('void every open challenge after ten, so the right code is refused until the password is given again', async () => {
    const member = await enrolled();
    const earlier = await passwordStep(member, '203.0.113.1');
    const wrong = wrongCodeFor(member.secret);

    const statuses: number[] = [];
    for (const address of ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4', '198.51.100.5']) {
      const mfaToken = await passwordStep(member, address);
      for (let attempt = 0; attempt < 2; attempt += 1) statuses.push((await codeStep(mfaToken, wrong, address)).status);
    }
    expect(statuses).toEqual(Array(10).fill(401));

    const fourth = await codeStep(earlier, codeFor(member.secret), '192.0.2.200');
    expect([401, 429]).toContain(fourth.status);
    const events = (await app.get(DataSource).query(`SELECT event FROM auth.audit_events WHERE user_id = $1 AND event = 'login.mfa_locked'`, [member.id])) as unknown[];
    expect(events).toHaveLength(1);

    const again = await passwordStep(member, '192.0.2.201');
    await codeStep(again, codeFor(member.secret), '192.0.2.201').expect(200);
  });
});

describe('one mfaToken', () => {
  it('dies after five wrong codes, wherever they come from', async () => {
    const member = await enrolled();
    const mfaToken = await passwordStep(member, '203.0.113.10');
    const wrong = wrongCodeFor(member.secret);
    for (let attempt = 1; attempt <= 5; attempt += 1) await codeStep(mfaToken, wrong, `198.51.100.${20 + attempt}`).expect(401);

    const refused = await codeStep(mfaToken, codeFor(member.secret), '198.51.100.30').expect(401);
    expect(refused.body).toEqual({ statusCode: 401, error: 'Your sign-in took too long. Please enter your password again.' });
    await codeStep(await passwordStep(member, '198.51.100.31'), codeFor(member.secret), '198.51.100.31').expect(200);
  });
});
