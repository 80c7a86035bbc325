import type { TokenResponse } from '@site/contracts';
import { ApiError, requestJson } from './api-client';
import { clearToken, readToken, storeToken } from './auth-token';
import { readTokenPayload } from './token-claims';

export type RenewalOutcome = 'renewed' | 'not-due' | 'ended' | 'unavailable';

interface TokenTimes {
  issuedAt: number;
  expiresAt: number;
}

/** The token's iat and exp in milliseconds, or null when it is not a token we can read. */
export function tokenTimes(token: string): TokenTimes | null {
  const payload = readTokenPayload(token);
  const iat = payload?.iat;
  const exp = payload?.exp;
  return typeof iat === 'number' && typeof exp === 'number' ? { issuedAt: iat * 1000, expiresAt: exp * 1000 } : null;
}

/** A token is renewed once half its lifetime (the server's idle timeout) has passed. */
export function isRenewalDue(token: string, now = Date.now()): boolean {
  const times = tokenTimes(token);
  return times !== null && now >= times.issuedAt + (times.expiresAt - times.issuedAt) / 2;
}

/**
 * Renews the session when it is due. A refusal leaves the token in place: the next staff request is
 * refused too, and that path keeps the editor's unsaved work and sends the user to log in.
 */
export async function renewSessionIfDue(): Promise<RenewalOutcome> {
  const token = readToken();
  if (!token || !isRenewalDue(token)) return 'not-due';
  try {
    const { token: renewed } = await requestJson<TokenResponse>('/api/auth/renew', { method: 'POST', token });
    // Another tab may have logged out meanwhile; only replace the token this renewal was for.
    if (readToken() === token) storeToken(renewed);
    return 'renewed';
  } catch (error) {
    return error instanceof ApiError && error.status === 401 ? 'ended' : 'unavailable';
  }
}

/** Logs out: the server ends the session (so a copied token stops working too), then the browser forgets it. */
export async function endSession(): Promise<void> {
  const token = readToken();
  clearToken();
  if (!token) return;
  try {
    await requestJson<void>('/api/auth/logout', { method: 'POST', token });
  } catch {
    // Already forgotten here; the token still runs out at its idle timeout.
  }
}
