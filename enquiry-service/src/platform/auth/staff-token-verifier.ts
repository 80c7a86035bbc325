import { createRemoteJWKSet, decodeProtectedHeader, importSPKI, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { AuthConfig } from '../../config/auth.config';

/** Tokens are signed by the auth service with its RSA key; no other algorithm is ever accepted. */
const TOKEN_ALGORITHM = 'RS256';
/** Header parameters that point at a key: the key always comes from our configuration, so these are refused. */
const KEY_REFERENCE_HEADERS = ['jku', 'x5u', 'jwk', 'x5c'] as const;
/** The longest lifetime the auth service may give a token (JWT_TTL_SECONDS is capped at 8 hours). */
const MAX_TOKEN_LIFETIME_SECONDS = 8 * 60 * 60;

/** The staff member a valid token was issued to. */
export interface StaffUser {
  username: string;
}

export type Verification = { ok: true; user: StaffUser } | { ok: false; reason: 'invalid' | 'keys-unavailable' };

/**
 * Checks a staff bearer token with the same rules as content-service: RS256 only, no key references in
 * the header, a kid when keys come from the JWKS, issuer, audience, expiry, a subject and at most 8 hours
 * of life. When the key set cannot be fetched the answer is "keys-unavailable", not "invalid".
 */
export class StaffTokenVerifier {
  private readonly keys: JWTVerifyGetKey | ReturnType<typeof importSPKI>;

  constructor(private readonly auth: AuthConfig) {
    this.keys = auth.publicKey
      ? importSPKI(auth.publicKey, TOKEN_ALGORITHM)
      : createRemoteJWKSet(new URL(auth.jwksUrl), { timeoutDuration: 5000, cooldownDuration: 60_000, cacheMaxAge: 10 * 60_000 });
  }

  async verify(token: string): Promise<Verification> {
    if (!this.hasAcceptableHeader(token)) return { ok: false, reason: 'invalid' };
    try {
      const keys = this.keys;
      const options = { algorithms: [TOKEN_ALGORITHM], issuer: this.auth.issuer, audience: this.auth.audience, requiredClaims: ['exp', 'sub'] };
      const { payload } =
        typeof keys === 'function' ? await jwtVerify(token, keys, options) : await jwtVerify(token, await keys, options);
      const { sub, exp, iat } = payload;
      if (typeof sub !== 'string' || sub === '' || typeof exp !== 'number') return { ok: false, reason: 'invalid' };
      if (typeof iat === 'number' && exp - iat > MAX_TOKEN_LIFETIME_SECONDS) return { ok: false, reason: 'invalid' };
      return { ok: true, user: { username: sub } };
    } catch (error) {
      return { ok: false, reason: isKeySetUnavailable(error) ? 'keys-unavailable' : 'invalid' };
    }
  }

  private hasAcceptableHeader(token: string): boolean {
    let header: Record<string, unknown>;
    try {
      header = decodeProtectedHeader(token);
    } catch {
      return false;
    }
    if (token.split('.').length !== 3 || header.alg !== TOKEN_ALGORITHM) return false;
    if (KEY_REFERENCE_HEADERS.some((name) => name in header)) return false;
    // The JWKS may hold several keys during a rotation: the token must say which one signed it.
    return Boolean(this.auth.publicKey) || typeof header.kid === 'string';
  }
}

const KEY_SET_UNAVAILABLE_CODES = new Set(['ERR_JWKS_TIMEOUT', 'ERR_JWKS_INVALID']);

/**
 * jose's own errors carry an ERR_J... code: a bad token, an unknown kid, or (these few) a key set that could
 * not be had. Anything else thrown while verifying comes from fetching the key set (connection refused, DNS).
 * Codes rather than instanceof, since errors may come from another realm (Node's fetch, test sandboxes).
 */
function isKeySetUnavailable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code !== 'string' || !code.startsWith('ERR_J')) return true;
  return KEY_SET_UNAVAILABLE_CODES.has(code) || (code === 'ERR_JOSE_GENERIC' && /Expected 200 OK/.test(String(message)));
}
