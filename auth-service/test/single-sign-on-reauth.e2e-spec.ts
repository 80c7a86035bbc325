import { SmtpTestServer, startSmtpServer } from '@site/nest-server-kit/testing';
import { NestExpressApplication } from '@nestjs/platform-express';
import { startTestDatabase, TestDatabase } from '../../infra/src/test-database';
import { bootApp, testEnvironment } from './support/boot-app';
import { PROVIDER_CLIENT, RunningProvider, signInAtProvider, startIdentityProvider } from './support/identity-provider';
import { staffApi } from './support/staff';

/**
 * Issue 33, item 1 for single sign-on users: they have no password, so a fresh sign-in at the identity provider
 * (a real one, oidc-provider on loopback) confirms a new e-mail address, a second factor or ending other
 * sessions: once, within 5 minutes, in the session that asked, for that user only.
 */
const SITE_URL = 'https://www.example.com.au';
const CONFIRM_SUBJECT = 'Confirm your new e-mail address for www.example.com.au';

let database: TestDatabase;
let smtp: SmtpTestServer;
let provider: RunningProvider;
let app: NestExpressApplication;
let staff: ReturnType<typeof staffApi>;
const realNow = Date.now.bind(Date);

beforeAll(async () => {
  [database, smtp, provider] = await Promise.all([
    startTestDatabase(),
    startSmtpServer(),
    startIdentityProvider(`${SITE_URL}/api/auth/oidc/callback`, { alice: ['cms-editors'], bob: ['cms-editors'] }),
  ]);
  app = await bootApp(
    testEnvironment(database.authUrl, {
      SITE_URL,
      SMTP_URL: smtp.url,
      SMTP_ALLOW_PLAINTEXT: 'true',
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: PROVIDER_CLIENT.clientId,
      OIDC_CLIENT_SECRET: PROVIDER_CLIENT.clientSecret,
      OIDC_ROLE_MAP: 'cms-admins=administrator,cms-editors=editor',
    }),
  );
  staff = staffApi(app);
});

afterEach(() => {
  jest.restoreAllMocks();
});

afterAll(async () => {
  await app?.close();
  await Promise.all([database?.stop(), smtp?.close(), provider?.stop()]);
});

/** Our clock moved on by `minutes` (the provider's stays where it is). */
const minutesLater = (minutes: number): void => {
  jest.spyOn(Date, 'now').mockImplementation(() => realNow() + minutes * 60_000);
};

const cookieOf = (response: { headers: Record<string, unknown> }): string => {
  const lines = response.headers['set-cookie'] as string[];
  return lines.map((line) => line.split(';')[0]).join('; ');
};

/** Signs in with the provider as `login`; answers the session token. */
const signInWithProvider = async (login: string): Promise<string> => {
  const started = await staff.api().get('/api/auth/oidc/start').expect(302);
  const back = await signInAtProvider(started.headers.location as string, login, SITE_URL);
  const landed = await staff.api().get(`${back.pathname}${back.search}`).set('Cookie', cookieOf(started)).expect(302);
  const fragment = new URL(landed.headers.location as string).hash;
  expect(fragment).toMatch(/^#sso=/);
  return fragment.slice('#sso='.length);
};

/** Confirms at the provider (as `login`) from the session of `token`; answers where the browser lands. */
const reauthenticate = async (token: string, login: string, afterProvider: () => void = () => undefined): Promise<string> => {
  const started = await staff.api().post('/api/auth/oidc/reauth').set(staff.bearer(token)).expect(200);
  const url = new URL((started.body as { url: string }).url);
  expect(url.searchParams.get('prompt')).toBe('login');
  expect(url.searchParams.get('max_age')).toBe('0');
  const back = await signInAtProvider(url.href, login, SITE_URL);
  afterProvider();
  const landed = await staff.api().get(`${back.pathname}${back.search}`).set('Cookie', cookieOf(started)).expect(302);
  return landed.headers.location as string;
};

const changeEmail = (token: string, email: string) => staff.api().patch('/api/auth/me').set(staff.bearer(token)).send({ email });

describe('a single sign-on user confirming at the identity provider', () => {
  it('may change the e-mail address once, within 5 minutes, then needs to confirm again', async () => {
    const alice = await signInWithProvider('alice');
    await changeEmail(alice, 'alice.new@contoso.example').expect(400);

    expect(await reauthenticate(alice, 'alice')).toBe(`${SITE_URL}/admin/profile#reauth=ok`);
    minutesLater(4);
    await changeEmail(alice, 'alice.new@contoso.example').expect(202);
    await smtp.mailTo('alice.new@contoso.example', CONFIRM_SUBJECT, 'alice.new@contoso.example');
    await changeEmail(alice, 'alice.other@contoso.example').expect(400);
    jest.restoreAllMocks();

    await reauthenticate(alice, 'alice');
    minutesLater(6);
    await changeEmail(alice, 'alice.late@contoso.example').expect(400);
    await staff.api().post('/api/auth/logout-everywhere').set(staff.bearer(alice)).send({}).expect(400);
  });

  it('may set up two-step sign-in and end other sessions with it', async () => {
    const alice = await signInWithProvider('alice');
    const other = await signInWithProvider('alice');
    await reauthenticate(alice, 'alice');
    expect((await staff.api().post('/api/auth/me/mfa/totp').set(staff.bearer(alice)).send({}).expect(200)).body).toMatchObject({ secret: expect.any(String) });
    await staff.api().post('/api/auth/logout-everywhere').set(staff.bearer(alice)).send({}).expect(400);
    await reauthenticate(alice, 'alice');
    await staff.api().post('/api/auth/logout-everywhere').set(staff.bearer(alice)).send({}).expect(204);
    await staff.api().get('/api/auth/me').set(staff.bearer(other)).expect(401);
  });

  it('is refused when the provider signs in someone else, and never serves another user or session', async () => {
    const alice = await signInWithProvider('alice');
    const aliceElsewhere = await signInWithProvider('alice');
    const bob = await signInWithProvider('bob');
    expect(await reauthenticate(alice, 'bob')).toBe(`${SITE_URL}/admin/profile#reauth=failed`);
    await changeEmail(alice, 'alice.by-bob@contoso.example').expect(400);

    await reauthenticate(alice, 'alice');
    await changeEmail(bob, 'bob.new@contoso.example').expect(400);
    await changeEmail(aliceElsewhere, 'alice.elsewhere@contoso.example').expect(400);
    await changeEmail(alice, 'alice.right@contoso.example').expect(202);
  });

  it('is refused when the sign-in at the provider is not fresh', async () => {
    const alice = await signInWithProvider('alice');
    expect(await reauthenticate(alice, 'alice', () => minutesLater(2))).toBe(`${SITE_URL}/admin/profile#reauth=failed`);
    await changeEmail(alice, 'alice.stale@contoso.example').expect(400);
  });

  it('is not for password users, who still need their password', async () => {
    const member = await staff.newStaff('editor');
    await staff.api().post('/api/auth/oidc/reauth').set(staff.bearer(member.token)).expect(400);
    await changeEmail(member.token, 'member.new@example.com').expect(400);
    await staff.api().patch('/api/auth/me').set(staff.bearer(member.token)).send({ email: 'member.new@example.com', currentPassword: member.password }).expect(202);
  });
});

