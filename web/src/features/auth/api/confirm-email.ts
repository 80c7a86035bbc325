import type { EmailChangeConfirmation } from '@site/contracts';
import { requestJson } from '../../../lib/api-client';

/** POST /api/auth/me/email/confirm: 204; 410 for a used or expired link, 409 when the address has become another user's. */
export function confirmEmail(token: string): Promise<void> {
  const body: EmailChangeConfirmation = { token };
  return requestJson<void>('/api/auth/me/email/confirm', { method: 'POST', body });
}
