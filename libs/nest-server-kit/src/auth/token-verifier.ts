import { createPublicKey } from 'node:crypto';
import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey, type KeyLike } from 'jose';
import { type SessionRevocations } from './session-revocations';
import { hasRequiredClaims, headerProblem, readTokenHeader, staffFromClaims, type StaffUser, type TokenClaims, TOKEN_ALGORITHM } from './token-verification';

export type { StaffUser } from './token-verification';

export interface TokenVerifierOptions {
  /** The auth service's JWKS; used unless publicKeyPem is given. */
  jwksUrl: string;
  /** PEM of the auth service's RSA public key, for running without the JWKS endpoint. */
  publicKeyPem?: string;
  issuer: string;
  audience: string;
  revocations: Pick<SessionRevocations, 'check'>;
}

export type TokenCheck =
  /** scope: the token's `scope` claim; the guard lets such a token through only where a route allows that scope. */
  | { outcome: 'valid'; staff: StaffUser; scope?: string }
  | { outcome: 'invalid'; reason: string }
  /** The key set or the revocation list could not be fetched: nobody can be told their token is bad. */
  | { outcome: 'unavailable'; reason: string };

/** An unknown kid may refetch the key set once a minute at most, so random kids cannot hammer the auth service. */
const JWKS_COOLDOWN_MS = 60_000;
const JWKS_CACHE_MAX_AGE_MS = 10 * 60_000;
const JWKS_TIMEOUT_MS = 5_000;

/** Errors that say the key set could not be had, as opposed to a token that is wrong. */
function isKeySetUnavailable(error: unknown): boolean {
  if (error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid) return true;
  // Network failures are plain errors; a non-200 answer is jose's generic error.
  return !(error instanceof errors.JOSEError) || error.code === 'ERR_JOSE_GENERIC';
}

/**
 * Verifies the auth service's tokens with jose: RS256 only, issuer and audience checked, key-reference headers
 * refused, the staff claims present (user id, role, username), the session not revoked. Knows nothing of Nest.
 */
export function createTokenVerifier(options: TokenVerifierOptions): (token: string) => Promise<TokenCheck> {
  const key: KeyLike | JWTVerifyGetKey = options.publicKeyPem
    ? createPublicKey(options.publicKeyPem)
    : createRemoteJWKSet(new URL(options.jwksUrl), {
        cooldownDuration: JWKS_COOLDOWN_MS,
        cacheMaxAge: JWKS_CACHE_MAX_AGE_MS,
        timeoutDuration: JWKS_TIMEOUT_MS,
      });
  const needsKid = !options.publicKeyPem;

  return async (token) => {
    const header = readTokenHeader(token);
    const problem = headerProblem(header);
    if (problem) return { outcome: 'invalid', reason: problem };
    // The JWKS may hold several keys during a rotation: the token must say which one signed it.
    if (needsKid && typeof header?.kid !== 'string') return { outcome: 'invalid', reason: 'token has no kid' };

    let claims: unknown;
    try {
      ({ payload: claims } = await jwtVerify(token, key as JWTVerifyGetKey, {
        algorithms: [TOKEN_ALGORITHM],
        issuer: options.issuer,
        audience: options.audience,
        requiredClaims: ['exp', 'iss', 'aud'],
      }));
    } catch (error) {
      return isKeySetUnavailable(error)
        ? { outcome: 'unavailable', reason: `key set unavailable: ${String(error)}` }
        : { outcome: 'invalid', reason: String(error) };
    }
    const payload = claims as TokenClaims;
    if (!hasRequiredClaims(payload)) return { outcome: 'invalid', reason: 'missing or wrong claims' };
    const { scope } = payload;
    if (scope !== undefined && typeof scope !== 'string') return { outcome: 'invalid', reason: 'scope is not a string' };
    const staff = staffFromClaims(payload);

    const session = await options.revocations.check(staff.sessionId);
    if (session === 'unknown') return { outcome: 'unavailable', reason: 'revocation list unavailable' };
    if (session === 'revoked') return { outcome: 'invalid', reason: 'session revoked' };
    return { outcome: 'valid', staff, ...(scope !== undefined ? { scope } : {}) };
  };
}
