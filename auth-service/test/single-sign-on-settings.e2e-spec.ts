import { NestExpressApplication } from '@nestjs/platform-express';
import { startTestDatabase, TestDatabase } from '../../infra/src/test-database';
import { bootApp, Environment, TEST_ADMIN, testEnvironment } from './support/boot-app';
import { staffApi } from './support/staff';

/**
 * Issue 33: the settings of "Sign in with Microsoft", and OIDC_REQUIRED, which leaves password sign-in to the
 * break-glass administrator alone (with TOTP). The provider itself is asked only when someone uses the button
 * (tests/platform/single-sign-on.spec.ts), so an address nobody answers on is enough here.
 */
const SSO: Environment = {
  OIDC_ISSUER: 'http://127.0.0.1:9/tenant',
  OIDC_CLIENT_ID: 'it-services-cms',
  OIDC_CLIENT_SECRET: 'a client secret',
  OIDC_ROLE_MAP: 'cms-admins=administrator,cms-editors=editor',
};

let database: TestDatabase;
const running: NestExpressApplication[] = [];

const start = async (overrides: Environment): Promise<NestExpressApplication> => {
  const app = await bootApp(testEnvironment(database.authUrl, overrides));
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

describe('single sign-on settings', () => {
  it('offer the button only when issuer, client id and secret are set, labelled by OIDC_BUTTON_LABEL', async () => {
    const without = await start({});
    expect((await staffApi(without).api().get('/api/auth/oidc').expect(200)).body).toEqual({ buttonLabel: null, required: false });
    await staffApi(without).api().get('/api/auth/oidc/start').expect(404);
    await without.close();
    running.splice(0);

    const withSso = await start({ ...SSO, OIDC_BUTTON_LABEL: 'Sign in with Contoso' });
    expect((await staffApi(withSso).api().get('/api/auth/oidc').expect(200)).body).toEqual({ buttonLabel: 'Sign in with Contoso', required: false });
  });

  it.each([
    ['a part of the settings', { OIDC_ISSUER: SSO.OIDC_ISSUER }, /set all of OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET/],
    ['a role map naming no role', { ...SSO, OIDC_ROLE_MAP: 'cms-admins=owner' }, /OIDC_ROLE_MAP: "cms-admins=owner"/],
    ['an http:// issuer in production', { ...SSO, NODE_ENV: 'production', SITE_URL: 'https://www.example.com.au' }, /OIDC_ISSUER must be an https:\/\/ URL/],
    ['an http:// issuer not on loopback', { ...SSO, OIDC_ISSUER: 'http://login.example.com/tenant' }, /OIDC_ISSUER must be an https:\/\/ URL/],
  ])('refuse to start with %s', async (_case, environment, message) => {
    await expect(start(environment)).rejects.toThrow(message);
  });
});

describe('OIDC_REQUIRED=true', () => {
  it('refuses password sign-in to everyone but the break-glass administrator, who must set up TOTP', async () => {
    const setUp = await start({});
    const editor = await staffApi(setUp).newStaff('editor');
    const invitation = await staffApi(setUp).invite(await staffApi(setUp).adminToken(), { email: 'late-joiner@example.com', role: 'author' });
    await setUp.close();
    running.splice(0);

    const app = await start({ ...SSO, OIDC_REQUIRED: 'true' });
    const staff = staffApi(app);
    const refused = await staff.api().post('/api/auth/login').send({ username: editor.username, password: editor.password }).expect(403);
    expect(refused.body).toEqual({ statusCode: 403, error: 'This site signs staff in through your organisation: use the single sign-on button.' });
    const breakGlass = await staff.api().post('/api/auth/login').send(TEST_ADMIN).expect(200);
    expect(breakGlass.body).toEqual({ token: expect.any(String), mfaSetupRequired: true });
    expect((await staff.api().get('/api/auth/oidc').expect(200)).body).toEqual({ buttonLabel: 'Sign in with Microsoft', required: true });
    // Nor does an invitation make a password account any more: people come through the provider.
    await staff.api().post('/api/auth/invitations/accept').send({ token: invitation.token, username: 'late-joiner', password: 'violet tugboat harmonica' }).expect(403);
  });
});
