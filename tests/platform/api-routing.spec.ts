import { expect, test } from '@playwright/test';
import { adminToken, bearer } from '../support/api';
import { REVOKED_LIST_SPELLINGS } from '../support/internal-routes';
import { stackInfo } from '../support/stack';

interface ContentItem {
  slug: string;
  status: string;
  title: string;
}

test.describe('nginx routes each API prefix to its service', () => {
  test('staff log in through /api/auth and use the token on /api/cms', async ({ request }) => {
    const token = await adminToken(request);
    expect(token.split('.')).toHaveLength(3);

    const withToken = await request.get('/api/cms/content', { headers: bearer(token) });
    expect(withToken.status()).toBe(200);
    expect(Array.isArray(await withToken.json())).toBe(true);

    const withoutToken = await request.get('/api/cms/content');
    expect(withoutToken.status()).toBe(401);
    expect(await withoutToken.json()).toMatchObject({ statusCode: 401, error: expect.any(String) });
  });

  test('visitors read the published seed content through /api/content', async ({ request }) => {
    const list = await request.get('/api/content');
    expect(list.status()).toBe(200);
    const items = (await list.json()) as ContentItem[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.status === 'published')).toBe(true);

    const one = await request.get(`/api/content/${items[0].slug}`);
    expect(one.status()).toBe(200);
    expect(await one.json()).toMatchObject({ slug: items[0].slug, title: items[0].title });

    const missing = await request.get('/api/content/no-such-post');
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toMatchObject({ statusCode: 404, error: 'Content not found' });
  });

  test('the signing keys are published through /api/auth', async ({ request }) => {
    const response = await request.get('/api/auth/.well-known/jwks.json');
    expect(response.status()).toBe(200);
    const { keys } = (await response.json()) as { keys: Array<{ alg: string; use: string }> };
    expect(keys[0]).toMatchObject({ alg: 'RS256', use: 'sig' });
  });

  test('the revoked-sessions list is for the services only: 404 from outside however it is spelled, while auth-service answers it directly', async ({
    request,
  }) => {
    for (const path of REVOKED_LIST_SPELLINGS) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.json(), path).toEqual({ statusCode: 404, error: 'Not found' });
    }
    const direct = await fetch(`${stackInfo().authServiceUrl}/api/auth/sessions/revoked`);
    expect(direct.status).toBe(200);
    expect(await direct.json()).toEqual({ revoked: expect.any(Array) });
  });

  test('an unknown API path is a JSON 404, not the SPA page', async ({ request }) => {
    const response = await request.get('/api/no-such-thing');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toContain('application/json');
    expect(await response.json()).toMatchObject({ statusCode: 404, error: expect.any(String) });
  });
});
