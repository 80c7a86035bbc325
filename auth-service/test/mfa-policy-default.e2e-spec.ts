import { NestExpressApplication } from '@nestjs/platform-express';
import { RecordingLogger } from '@site/nest-server-kit/testing';
import { Secret, TOTP } from 'otpauth';
import { DataSource } from 'typeorm';
import { startTestDatabase, TestDatabase } from '../../infra/src/test-database';
import { bootApp, Environment, TEST_ADMIN, testEnvironment } from './support/boot-app';
import { staffApi } from './support/staff';

/** Issue 33: in production two-step sign-in is required of administrators until an administrator chooses otherwise. */
const PRODUCTION: Environment = { NODE_ENV: 'production', SITE_URL: 'https://www.example.com.au' };
const NOBODY_WARNING = /Two-step sign-in is required of nobody in production/;

let database: TestDatabase;
const running: NestExpressApplication[] = [];

const start = async (overrides: Environment, logger: RecordingLogger | false = false): Promise<NestExpressApplication> => {
  const app = await bootApp(testEnvironment(database.authUrl, overrides), logger);
  running.push(app);
  return app;
};

beforeAll(async () => {
  database = await startTestDatabase();
});

afterEach(async () => {
  await Promise.all(running.splice(0).map((app) => app.close()));
});

afterAll(async () => {
  await database?.stop();
});

const warnings = (logger: RecordingLogger): string[] => logger.problems().map((record) => String(record.message));

describe('the two-step sign-in policy by default', () => {
  it('in production leads the first administrator to set up TOTP at first sign-in, and warns of nothing', async () => {
    const logger = new RecordingLogger();
    const app = await start(PRODUCTION, logger);
    const staff = staffApi(app);
    expect(warnings(logger).filter((line) => NOBODY_WARNING.test(line))).toEqual([]);

    const login = await staff.api().post('/api/auth/login').send(TEST_ADMIN).expect(200);
    expect(login.body).toEqual({ token: expect.any(String), mfaSetupRequired: true });
    const limited = (login.body as { token: string }).token;
    await staff.api().get('/api/auth/users').set(staff.bearer(limited)).expect(401);
    const { secret } = (await staff.api().post('/api/auth/me/mfa/totp').set(staff.bearer(limited)).expect(200)).body as { secret: string };
    const code = TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
    const { token } = (await staff.api().post('/api/auth/me/mfa/totp/confirm').set(staff.bearer(limited)).send({ code }).expect(200)).body as { token: string };
    expect((await staff.api().get('/api/auth/settings/security').set(staff.bearer(token)).expect(200)).body).toEqual({ mfaRequiredFor: 'administrators' });
  });

  it('outside production stays nobody, as npm start always had it', async () => {
    const app = await start({ NODE_ENV: 'development' });
    await app.get(DataSource).query(`UPDATE auth.users SET mfa_enabled = false, totp_secret = NULL, totp_last_step = NULL WHERE username = $1`, [TEST_ADMIN.username]);
    const login = await staffApi(app).api().post('/api/auth/login').send(TEST_ADMIN).expect(200);
    expect(login.body).toEqual({ token: expect.any(String) });
  });

  it('logs a warning when a production start finds "nobody" stored', async () => {
    const setUp = await start({});
    await setUp.get(DataSource).query(`UPDATE auth.security_settings SET mfa_required_for = 'nobody', updated_by = (SELECT id FROM auth.users LIMIT 1)`);
    await setUp.close();
    running.splice(0);

    const logger = new RecordingLogger();
    await start(PRODUCTION, logger);
    expect(warnings(logger)).toContainEqual(expect.stringMatching(NOBODY_WARNING));
  });
});
