import { requestJson } from '../../../lib/api-client';

/** POST /api/auth/password-reset: the server answers 202 whether or not the address belongs to anyone. */
export function requestPasswordReset(email: string): Promise<void> {
  return requestJson<void>('/api/auth/password-reset', { method: 'POST', body: { email } });
}
