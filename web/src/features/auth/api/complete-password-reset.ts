import { requestJson } from '../../../lib/api-client';

/** POST /api/auth/password-reset/complete: 204; 410 for a used or expired link, 400 naming the password rule broken. */
export function completePasswordReset(token: string, password: string): Promise<void> {
  return requestJson<void>('/api/auth/password-reset/complete', { method: 'POST', body: { token, password } });
}
