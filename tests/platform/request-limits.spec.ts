import { expect, test } from '@playwright/test';
import { adminToken, bearer } from '../support/api';

const MB = 1024 * 1024;

test.describe('request body limit (5 MB)', () => {
  test('a body over 5 MB is refused by nginx with a JSON 413', async ({ request }) => {
    const token = await adminToken(request);
    const response = await request.post('/api/cms/content', {
      headers: { ...bearer(token), 'content-type': 'application/json' },
      data: Buffer.alloc(5 * MB + 1, 'a'),
    });
    expect(response.status()).toBe(413);
    expect(await response.json()).toMatchObject({ statusCode: 413, error: expect.any(String) });
  });

  test('a body just under the limit reaches the service', async ({ request }) => {
    const response = await request.post('/api/cms/content', {
      headers: { 'content-type': 'application/json' },
      data: JSON.stringify({ title: 'x'.repeat(4 * MB) }),
    });
    // No token: the service itself answers, which shows nginx let the body through.
    expect(response.status()).toBe(401);
  });
});
