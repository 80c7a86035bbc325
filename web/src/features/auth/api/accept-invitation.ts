import { requestJson } from '../../../lib/api-client';

export interface Acceptance {
  token: string;
  username: string;
  password: string;
}

/** POST /api/auth/invitations/accept: 201 with the new user's session token. */
export async function acceptInvitation(acceptance: Acceptance): Promise<string> {
  const { token } = await requestJson<{ token: string }>('/api/auth/invitations/accept', { method: 'POST', body: acceptance });
  return token;
}
