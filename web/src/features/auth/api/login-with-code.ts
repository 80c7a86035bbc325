import type { TokenResponse } from '@site/contracts';
import { requestJson } from '../../../lib/api-client';
import { withLoginErrors } from './login';

/** POST /api/auth/login/mfa: the code from the authenticator app, or a recovery code, for the password step's mfaToken. */
export async function loginWithCode(mfaToken: string, code: string): Promise<string> {
  const { token } = await withLoginErrors(() => requestJson<Partial<TokenResponse>>('/api/auth/login/mfa', { method: 'POST', body: { mfaToken, code } }));
  if (!token) throw new Error('Login failed');
  return token;
}
