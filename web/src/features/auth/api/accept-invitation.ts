import type { InvitationAcceptance, TokenResponse } from '@site/contracts';
import { requestJson } from '../../../lib/api-client';

/** POST /api/auth/invitations/accept: 201 with the new user's session token. */
export async function acceptInvitation(acceptance: InvitationAcceptance): Promise<string> {
  const { token } = await requestJson<TokenResponse>('/api/auth/invitations/accept', { method: 'POST', body: acceptance });
  return token;
}
