import { expect, test, type APIRequestContext } from '@playwright/test';
import { startStack, type Stack } from '../../infra/src/stack';
import { adminToken, bearer } from '../support/api';
import { stackInfo } from '../support/stack';

/** Issue 8: after logout or a password change, the old token is refused by every staff endpoint within 60 s. */
const REVOCATION_BOUND_MS = 60_000;

async function expectRefusedWithin60s(request: APIRequestContext, baseUrl: string, token: string): Promise<void> {
  await expect
    .poll(async () => (await request.get(`${baseUrl}/api/cms/content`, { headers: bearer(token) })).status(), {
      timeout: REVOCATION_BOUND_MS,
    })
    .toBe(401);
}

test.describe('staff sessions through nginx', () => {
  test('after logout the old token is refused by the content service', async ({ request }) => {
    const token = await adminToken(request);
    expect((await request.get('/api/cms/content', { headers: bearer(token) })).status()).toBe(200);

    expect((await request.post('/api/auth/logout', { headers: bearer(token) })).status()).toBe(204);

    await expectRefusedWithin60s(request, stackInfo().baseUrl, token);
    expect((await request.post('/api/auth/renew', { headers: bearer(token) })).status()).toBe(401);
  });
});

// Its own stack: changing the admin password in the shared one would break tests running beside it.
test.describe('a password change', () => {
  let stack: Stack;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    stack = await startStack({ serviceEnv: { SESSION_REVOCATION_POLL_SECONDS: '2' } });
  });

  test.afterAll(async () => {
    await stack?.stop();
  });

  test('ends the other sessions, keeps the one that made it, and the old password stops working', async ({ request }) => {
    const login = async (password: string) =>
      request.post(`${stack.baseUrl}/api/auth/login`, { data: { username: stack.admin.username, password } });
    const tokenOf = async (password: string) => ((await (await login(password)).json()) as { token: string }).token;
    const elsewhere = await tokenOf(stack.admin.password);
    const here = await tokenOf(stack.admin.password);
    const newPassword = 'a long new staff passphrase';

    const changed = await request.post(`${stack.baseUrl}/api/auth/password`, {
      headers: bearer(here),
      data: { currentPassword: stack.admin.password, newPassword },
    });
    expect(changed.status()).toBe(204);

    await expectRefusedWithin60s(request, stack.baseUrl, elsewhere);
    expect((await request.get(`${stack.baseUrl}/api/cms/content`, { headers: bearer(here) })).status()).toBe(200);
    expect((await login(stack.admin.password)).status()).toBe(401);
    expect((await login(newPassword)).status()).toBe(200);
  });
});
