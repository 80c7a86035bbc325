/**
 * Framework-free rules for the auth service's tokens, shared by the verifier and its tests.
 */

/** Tokens are signed by the auth service with its RSA key; no other algorithm is ever accepted. */
export const TOKEN_ALGORITHM = 'RS256';

/**
 * Header parameters that point at a verification key. The key always comes from our own configuration,
 * so a token carrying any of these is refused outright rather than silently ignoring them.
 */
export const KEY_REFERENCE_HEADERS = ['jku', 'x5u', 'jwk', 'x5c'] as const;

export type TokenHeader = Record<string, unknown>;

/** The decoded JOSE header of a compact JWS, or undefined when it is not one. */
export function readTokenHeader(token: string): TokenHeader | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) {
    return undefined;
  }
  try {
    const header: unknown = JSON.parse(Buffer.from(parts[0], 'base64url').toString('utf8'));
    return header !== null && typeof header === 'object' && !Array.isArray(header) ? (header as TokenHeader) : undefined;
  } catch {
    return undefined;
  }
}

/** Why a token must be refused before any key is looked up, or undefined if its header is acceptable. */
export function headerProblem(header: TokenHeader | undefined): string | undefined {
  if (!header) {
    return 'token is not a JWS';
  }
  if (header.alg !== TOKEN_ALGORITHM) {
    return `algorithm ${String(header.alg)} is not accepted`;
  }
  const keyReference = KEY_REFERENCE_HEADERS.find((name) => name in header);
  return keyReference ? `header parameter ${keyReference} is not accepted` : undefined;
}

/** No token of the auth service lives longer than this (a session token lasts the idle timeout, at most 2 hours). */
export const MAX_TOKEN_LIFETIME_SECONDS = 8 * 60 * 60;

export interface TokenClaims {
  sub?: unknown;
  sid?: unknown;
  exp?: unknown;
  iat?: unknown;
}

export type SessionTokenClaims = TokenClaims & { sub: string; sid: string; exp: number };

/** Claims the verification library leaves optional but every token of ours carries. */
export function hasRequiredClaims(claims: TokenClaims): claims is SessionTokenClaims {
  if (typeof claims.sub !== 'string' || claims.sub === '' || typeof claims.exp !== 'number') {
    return false;
  }
  if (typeof claims.sid !== 'string' || claims.sid === '') {
    return false;
  }
  return typeof claims.iat !== 'number' || claims.exp - claims.iat <= MAX_TOKEN_LIFETIME_SECONDS;
}
