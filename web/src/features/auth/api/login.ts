import type { Credentials, LoginResponse, MfaChallengeResponse, TokenResponse } from '@site/contracts';
import { ApiError, requestJson } from '../../../lib/api-client';

/** What the password step leads to: the session, the code step, or the two-step set-up the policy requires first. */
export type LoginOutcome =
  | { kind: 'signed-in'; token: string }
  | { kind: 'code-needed'; mfaToken: string }
  | { kind: 'setup-needed'; setupToken: string };

/** POST /api/auth/login; a refusal carries the server's error text, else "Login failed". */
export async function login(credentials: Credentials): Promise<LoginOutcome> {
  // Read field by field, as before the answer had a contract: whatever else arrives is "Login failed".
  const answer: Partial<MfaChallengeResponse & TokenResponse> = await withLoginErrors(() =>
    requestJson<LoginResponse>('/api/auth/login', { method: 'POST', body: credentials }),
  );
  if (answer.mfaRequired && answer.mfaToken) return { kind: 'code-needed', mfaToken: answer.mfaToken };
  if (answer.token && answer.mfaSetupRequired) return { kind: 'setup-needed', setupToken: answer.token };
  if (answer.token) return { kind: 'signed-in', token: answer.token };
  throw new Error('Login failed');
}

/** Turns a refusal into an Error with the server's text, or "Login failed" when it gave none. */
export async function withLoginErrors<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (error instanceof ApiError && error.message !== 'Network response was not ok') throw new Error(error.message, { cause: error });
    throw new Error('Login failed', { cause: error });
  }
}
