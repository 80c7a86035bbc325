import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { Client } from 'pg';
import { startStack, type Stack } from '../../infra/src/stack';
import { bearer } from '../support/api';
import { reserveIdentityProvider, type TestIdentityProvider } from '../support/test-identity-provider';

/**
 * Issue 33's "Sign in with Microsoft", in Chromium against a real OpenID Connect provider on loopback: a mapped
 * user signs in with the mapped role, an unmapped one is refused with no account made, a user moved to
 * another group gets the new role at the next renewal through the provider, and a disabled one is out.
 */
const ROLE_MAP = 'cms-admins=administrator,cms-editors=editor,cms-writers=author';

let stack: Stack;
let provider: TestIdentityProvider;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const reserved = await reserveIdentityProvider();
  // The provider is asked only when someone signs in, so the stack may start before it listens. Its issuer is
  // http:// on loopback, which only a stack outside production accepts.
  stack = await startStack({
    serviceEnv: {
      NODE_ENV: 'development',
      OIDC_ISSUER: reserved.issuer,
      OIDC_CLIENT_ID: 'it-services-cms',
      OIDC_CLIENT_SECRET: 'a client secret for the test provider only',
      OIDC_ROLE_MAP: ROLE_MAP,
    },
  });
  provider = await reserved.start(`${stack.baseUrl}/api/auth/oidc/callback`);
});

test.afterAll(async () => {
  await provider?.stop();
  await stack?.stop();
});

/** From /login through the provider's own login and consent pages, back on the site. */
async function signInThroughProvider(page: Page, login: string): Promise<void> {
  await page.goto(`${stack.baseUrl}/login`);
  await page.getByRole('link', { name: 'Sign in with Microsoft' }).click();
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

const storedToken = (page: Page): Promise<string | null> => page.evaluate(() => localStorage.getItem('token'));

/** "A clock you can move" for the provider check: the last time the provider was asked, dated back. */
async function moveProviderCheckBack(minutes: number): Promise<void> {
  const database = new Client({ connectionString: stack.authDatabaseUrl });
  await database.connect();
  try {
    await database.query(`UPDATE auth.oidc_identities SET refreshed_at = refreshed_at - make_interval(mins => $1)`, [minutes]);
  } finally {
    await database.end();
  }
}

async function me(request: APIRequestContext, token: string): Promise<{ username: string; role: string; email: string | null }> {
  const response = await request.get(`${stack.baseUrl}/api/auth/me`, { headers: bearer(token) });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { username: string; role: string; email: string | null };
}

test('GET /api/auth/oidc/start sends the browser to the provider with PKCE (S256), state and nonce', async ({ request }) => {
  const start = await request.get(`${stack.baseUrl}/api/auth/oidc/start`, { maxRedirects: 0 });
  expect(start.status()).toBe(302);
  const location = new URL(start.headers().location);
  expect(`${location.origin}`).toBe(provider.issuer);
  expect(location.searchParams.get('code_challenge_method')).toBe('S256');
  expect(location.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(location.searchParams.get('state')).toBeTruthy();
  expect(location.searchParams.get('nonce')).toBeTruthy();
  expect(location.searchParams.get('client_id')).toBe('it-services-cms');
});

test('a user in a mapped group signs in with the mapped role; moved to another group, the next renewal gives the new role', async ({ page, request }) => {
  provider.accounts.set('ada', { groups: ['staff', 'cms-writers'] });
  await signInThroughProvider(page, 'ada');
  await expect(page).toHaveURL(`${stack.baseUrl}/admin/module/entries/cms-system`);
  // The staff area is a document of its own: read its storage once it has loaded.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create New Blog Post/Case Study');
  const token = (await storedToken(page)) as string;
  expect(await me(request, token)).toMatchObject({ username: 'ada', role: 'author', email: 'ada@contoso.example' });

  // Within 15 minutes a renewal does not ask the provider: the move is not seen yet.
  provider.accounts.set('ada', { groups: ['staff', 'cms-editors'] });
  const early = await request.post(`${stack.baseUrl}/api/auth/renew`, { headers: bearer(token) });
  expect(early.status()).toBe(200);
  expect(await me(request, ((await early.json()) as { token: string }).token)).toMatchObject({ role: 'author' });

  await moveProviderCheckBack(16);
  const renewed = await request.post(`${stack.baseUrl}/api/auth/renew`, { headers: bearer(token) });
  expect(renewed.status(), await renewed.text()).toBe(200);
  expect(await me(request, ((await renewed.json()) as { token: string }).token)).toMatchObject({ username: 'ada', role: 'editor' });
});

test('a user disabled at the provider is out at the next renewal through it, within 15 minutes, everywhere', async ({ page, request }) => {
  provider.accounts.set('bob', { groups: ['cms-editors'] });
  await signInThroughProvider(page, 'bob');
  await expect(page).toHaveURL(`${stack.baseUrl}/admin/module/entries/cms-system`);
  // The staff area is a document of its own: read its storage once it has loaded.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create New Blog Post/Case Study');
  const token = (await storedToken(page)) as string;

  provider.accounts.set('bob', { groups: ['cms-editors'], disabled: true });
  await moveProviderCheckBack(15);
  expect((await request.post(`${stack.baseUrl}/api/auth/renew`, { headers: bearer(token) })).status()).toBe(401);
  await expect.poll(async () => (await request.get(`${stack.baseUrl}/api/cms/content`, { headers: bearer(token) })).status(), { timeout: 2_000 }).toBe(401);
});

test('a user in no mapped group is back on /login with a message, and no account is made', async ({ page, request }) => {
  provider.accounts.set('carol', { groups: ['finance'] });
  await signInThroughProvider(page, 'carol');
  await expect(page).toHaveURL(/\/login#sso-error=no-role$/);
  await expect(page.getByRole('alert').filter({ hasText: 'is in no group that has a role on this site' })).toBeVisible();
  expect(await storedToken(page)).toBeNull();

  const admin = (await (await request.post(`${stack.baseUrl}/api/auth/login`, { data: stack.admin })).json()) as { token: string };
  const users = (await (await request.get(`${stack.baseUrl}/api/auth/users`, { headers: bearer(admin.token) })).json()) as Array<{ username: string }>;
  expect(users.map((user) => user.username)).not.toContain('carol');
  const activity = (await (await request.get(`${stack.baseUrl}/api/auth/activity?limit=50`, { headers: bearer(admin.token) })).json()) as Array<{ event: string; reason?: string }>;
  expect(activity).toContainEqual(expect.objectContaining({ event: 'login.sso_refused', reason: expect.stringContaining(`issuer ${provider.issuer} subject carol`) }));
  expect(activity).toContainEqual(expect.objectContaining({ event: 'login.sso_succeeded', reason: `issuer ${provider.issuer} subject ada` }));
});

test('a single sign-on user confirms at the provider, then changes their e-mail address without a password', async ({ page }) => {
  provider.accounts.set('dora', { groups: ['cms-editors'] });
  await signInThroughProvider(page, 'dora');
  await expect(page).toHaveURL(`${stack.baseUrl}/admin/module/entries/cms-system`);
  // The staff area is a document of its own: go on once it has loaded.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create New Blog Post/Case Study');
  await page.goto(`${stack.baseUrl}/admin/profile`);
  const account = page.getByRole('region', { name: 'Your account' });
  await account.getByLabel('E-mail address').fill('dora.new@contoso.example');
  await expect(account.getByLabel(/Your password/)).toHaveCount(0);
  await account.getByRole('button', { name: 'Confirm with Microsoft' }).click();

  // prompt=login: the provider asks again although dora is signed in there.
  await page.locator('input[name="login"]').fill('dora');
  await page.locator('input[name="password"]').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await expect(page).toHaveURL(/\/admin\/profile#reauth=ok$|\/interaction\//);
  if (page.url().includes('/interaction/')) await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(`${stack.baseUrl}/admin/profile#reauth=ok`);

  await account.getByLabel('E-mail address').fill('dora.new@contoso.example');
  await expect(account.getByRole('status')).toContainText('Confirmed.');
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/auth/me') && response.request().method() === 'PATCH');
  await account.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(202);
  await expect(page.getByText('We sent a link to dora.new@contoso.example')).toBeVisible();
});
