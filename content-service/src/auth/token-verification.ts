import type { Algorithm } from 'jsonwebtoken';
import type { AuthConfig } from '../config/auth.config';

/** Tokens are signed by the auth service with its RSA key; no other algorithm is ever accepted. */
export const TOKEN_ALGORITHM = 'RS256' satisfies Algorithm;

/**
 * Header parameters that point at a verification key. The key always comes from our own configuration,
 * so a token carrying any of these is refused outright rather than silently ignoring them.
 */
export const KEY_REFERENCE_HEADERS = ['jku', 'x5u', 'jwk', 'x5c'] as const;

export interface TokenVerificationOptions {
  algorithms: Algorithm[];
  issuer: string;
  audience: string;
}

/** The claims checks every token must pass (expiry is always checked), wherever it is verified. */
export function tokenVerificationOptions(auth: AuthConfig): TokenVerificationOptions {
  return { algorithms: [TOKEN_ALGORITHM], issuer: auth.issuer, audience: auth.audience };
}

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

/** The longest lifetime the auth service may give a token (JWT_TTL_SECONDS is capped at 8 hours). */
export const MAX_TOKEN_LIFETIME_SECONDS = 8 * 60 * 60;

export interface TokenClaims {
  sub?: unknown;
  exp?: unknown;
  iat?: unknown;
}

/** Claims the verification library leaves optional but every token of ours carries. */
export function hasRequiredClaims(claims: TokenClaims): claims is TokenClaims & { sub: string; exp: number } {
  if (typeof claims.sub !== 'string' || claims.sub === '' || typeof claims.exp !== 'number') {
    return false;
  }
  return typeof claims.iat !== 'number' || claims.exp - claims.iat <= MAX_TOKEN_LIFETIME_SECONDS;
}
