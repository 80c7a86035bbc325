import type { StaffClaims } from '@site/contracts';
import { isStaffRole, type StaffRole } from './staff-roles';

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

/** The staff member a valid session token was issued to: what it names (@site/contracts, as web reads it) and its session. */
export interface StaffUser extends StaffClaims {
  sessionId: string;
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

/** No token of the auth service lives longer than this (a session token lasts the idle timeout, at most 2 hours). */
export const MAX_TOKEN_LIFETIME_SECONDS = 8 * 60 * 60;

export interface TokenClaims {
  sub?: unknown;
  sid?: unknown;
  exp?: unknown;
  iat?: unknown;
  role?: unknown;
  name?: unknown;
  preferred_username?: unknown;
  scope?: unknown;
}

export type SessionTokenClaims = TokenClaims & { sub: string; sid: string; exp: number; role: StaffRole; preferred_username: string };

/** A user id as auth-service makes them (any UUID version, canonical form). */
const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isNonEmptyText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** Claims the verification library leaves optional but every session token of ours carries. */
export function hasRequiredClaims(claims: TokenClaims): claims is SessionTokenClaims {
  if (typeof claims.sub !== 'string' || !USER_ID.test(claims.sub) || typeof claims.exp !== 'number') {
    return false;
  }
  if (!isNonEmptyText(claims.sid) || !isStaffRole(claims.role) || !isNonEmptyText(claims.preferred_username)) {
    return false;
  }
  if (claims.name !== undefined && typeof claims.name !== 'string') {
    return false;
  }
  return typeof claims.iat !== 'number' || claims.exp - claims.iat <= MAX_TOKEN_LIFETIME_SECONDS;
}

/**
 * A token with a `scope` claim is good for a few routes only (those marked @AllowScope with that scope),
 * e.g. `mfa-setup`: a user who must set up two-step sign-in may do only that.
 */
export function isScopeAllowed(scope: unknown, allowedScopes: readonly string[]): boolean {
  return scope === undefined || (typeof scope === 'string' && allowedScopes.includes(scope));
}

/** The staff member a token with the required claims names; the display name falls back to the username. */
export function staffFromClaims(claims: SessionTokenClaims): StaffUser {
  const username = claims.preferred_username;
  const displayName = isNonEmptyText(claims.name) ? claims.name : username;
  return { userId: claims.sub.toLowerCase(), username, displayName, role: claims.role, sessionId: claims.sid };
}
