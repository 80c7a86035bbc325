import { expect, test, type APIRequestContext } from '@playwright/test';
import { startStack, type Stack } from '../../infra/src/stack';
import { bearer } from '../support/api';
import { inviteAndAccept, loginAs, strongPassword } from '../support/staff-users';

/**
 * Issue 23 across restarts and replicas, on a stack of its own (a password change or a suspension in the
 * shared stack would disturb the tests running beside it): one auth-service, two content-service instances.
 */
const SIXTY_SECONDS = 60_000;

test.describe('staff accounts across restarts and instances', () => {
  test.describe.configure({ mode: 'serial' });
  let stack: Stack;
  /** The administrator's password as it stands: the first test changes it. */
  let adminPassword = '';

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    stack = await startStack({ serviceEnv: { SESSION_REVOCATION_POLL_SECONDS: '2' }, extraContentInstances: 1 });
    adminPassword = stack.admin.password;
  });

  test.afterAll(async () => {
    await stack?.stop();
  });

  const contentInstances = () => [stack.contentServiceUrl, ...stack.extraContentServiceUrls];
  const statusOn = async (request: APIRequestContext, base: string, token: string) =>
    (await request.get(`${base}/api/cms/content`, { headers: bearer(token) })).status();

  test('a password changed in the app survives an auth-service restart, which ends no session', async ({ request }) => {
    test.setTimeout(120_000);
    const admin = { username: stack.admin.username, password: stack.admin.password };
    const token = await loginAs(request, admin, stack.baseUrl);
    const newPassword = strongPassword();
    const changed = await request.post(`${stack.baseUrl}/api/auth/password`, {
      headers: bearer(token),
      data: { currentPassword: admin.password, newPassword },
    });
    expect(changed.status(), await changed.text()).toBe(204);
    adminPassword = newPassword;

    await stack.restartAuthService();

    const oldPassword = await request.post(`${stack.baseUrl}/api/auth/login`, { data: admin });
    expect(oldPassword.status(), 'ADMIN_PASSWORD does not come back at start').toBe(401);
    const fresh = await loginAs(request, { username: admin.username, password: newPassword }, stack.baseUrl);
    // Longer than two revocation polls: a restart that revoked sessions would show by now.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    for (const base of contentInstances()) expect(await statusOn(request, base, token), base).toBe(200);
    expect(await statusOn(request, stack.baseUrl, fresh)).toBe(200);
    const renewed = await request.post(`${stack.baseUrl}/api/auth/renew`, { headers: bearer(token) });
    expect(renewed.status()).toBe(200);
  });

  test('a suspension or a role change ends the sessions on every content-service instance within 60 s', async ({ request }) => {
    test.setTimeout(150_000);
    const admin = await loginAs(request, { username: stack.admin.username, password: adminPassword }, stack.baseUrl);
    const editor = await inviteAndAccept(request, admin, 'editor', stack.baseUrl);
    const author = await inviteAndAccept(request, admin, 'author', stack.baseUrl);
    for (const base of contentInstances()) {
      expect(await statusOn(request, base, editor.token), base).toBe(200);
      expect(await statusOn(request, base, author.token), base).toBe(200);
    }
    const users = (await (await request.get(`${stack.baseUrl}/api/auth/users`, { headers: bearer(admin) })).json()) as Array<{ id: string; username: string }>;
    const idOf = (username: string) => users.find((user) => user.username === username)?.id;

    const suspended = await request.patch(`${stack.baseUrl}/api/auth/users/${idOf(editor.username)}`, { headers: bearer(admin), data: { status: 'suspended' } });
    expect(suspended.status(), await suspended.text()).toBe(200);
    const promoted = await request.patch(`${stack.baseUrl}/api/auth/users/${idOf(author.username)}`, { headers: bearer(admin), data: { role: 'editor' } });
    expect(promoted.status(), await promoted.text()).toBe(200);

    for (const base of contentInstances()) {
      await expect.poll(() => statusOn(request, base, editor.token), { timeout: SIXTY_SECONDS, message: `suspended on ${base}` }).toBe(401);
      await expect.poll(() => statusOn(request, base, author.token), { timeout: SIXTY_SECONDS, message: `old role on ${base}` }).toBe(401);
    }
    const login = await request.post(`${stack.baseUrl}/api/auth/login`, { data: { username: editor.username, password: editor.password } });
    expect([401, 403], 'a suspended user cannot log in').toContain(login.status());
    const promotedToken = await loginAs(request, author, stack.baseUrl);
    expect((await request.get(`${stack.baseUrl}/api/cms/enquiries`, { headers: bearer(promotedToken) })).status()).toBe(200);
  });
});
