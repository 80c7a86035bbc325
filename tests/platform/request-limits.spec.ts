import { expect, test } from '@playwright/test';
import { adminToken, bearer } from '../support/api';

const KB = 1024;
const MB = 1024 * KB;
const NGINX_REFUSAL = /The limit is 2 MB/;
const SERVICE_REFUSAL = 'The request body is too large';

test.describe('request body limits (2 MB for a content write, 64 KB elsewhere)', () => {
  test('a content write over 2 MB is refused by nginx with a JSON 413', async ({ request }) => {
    const token = await adminToken(request);
    const response = await request.post('/api/cms/content', {
      headers: { ...bearer(token), 'content-type': 'application/json' },
      data: Buffer.alloc(2 * MB + 1, 'a'),
    });
    expect(response.status()).toBe(413);
    expect(await response.json()).toMatchObject({ statusCode: 413, error: expect.stringMatching(NGINX_REFUSAL) });
  });

  test('a 1 MB JSON body without a token is refused by the service without being parsed', async ({ request }) => {
    // Broken JSON: had the service parsed it, the answer would be 400.
    const response = await request.post('/api/cms/content', {
      headers: { 'content-type': 'application/json' },
      data: `{"title":${'x'.repeat(MB)}`,
    });
    // 413 from the service itself (its 64 KB limit for anyone without a valid token), not from nginx.
    expect(await response.json()).toEqual({ statusCode: 413, error: SERVICE_REFUSAL });
  });

  test('a signed-in writer gets a long post through nginx to the service', async ({ request }) => {
    const token = await adminToken(request);
    // Not a valid item: the service's validation answers, which shows the body was read.
    const response = await request.post('/api/cms/content', {
      headers: { ...bearer(token), 'content-type': 'application/json' },
      data: JSON.stringify({ title: 'x'.repeat(MB + 512 * KB) }),
    });
    expect(response.status()).toBe(400);
  });

  test('any other API body over 64 KB is refused by nginx', async ({ request }) => {
    for (const path of ['/api/auth/login', '/api/enquiries', '/api/content']) {
      const response = await request.post(path, { headers: { 'content-type': 'application/json' }, data: JSON.stringify({ padding: 'x'.repeat(65 * KB) }) });
      expect(response.status(), path).toBe(413);
      expect(await response.json(), path).toMatchObject({ statusCode: 413 });
    }
  });

  test('a small body reaches the services as before', async ({ request }) => {
    const response = await request.post('/api/cms/content', { headers: { 'content-type': 'application/json' }, data: JSON.stringify({ title: 'x'.repeat(32 * KB) }) });
    expect(response.status()).toBe(401);
  });
});
