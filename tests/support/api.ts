import { expect, type APIRequestContext } from '@playwright/test';
import { stackInfo } from './stack';

/** Logs the test admin in through nginx and returns the bearer token. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/login', { data: stackInfo().admin });
  expect(response.status(), await response.text()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  return token;
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}
