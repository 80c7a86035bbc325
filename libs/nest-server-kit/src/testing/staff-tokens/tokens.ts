import { createHmac, createSign } from 'node:crypto';
import type { SigningKey } from './signing-keys';

export const TEST_ISSUER = 'it-services-auth';
export const TEST_AUDIENCE = 'it-services-cms';

type Signer = (signingInput: string) => Buffer;

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** Builds a compact JWS by hand, so tests can also forge the tokens a library would refuse to make. */
export function encodeJwt(header: object, payload: object, sign?: Signer): string {
  const signingInput = `${base64url(header)}.${base64url(payload)}`;
  return `${signingInput}.${sign ? sign(signingInput).toString('base64url') : ''}`;
}

export const rs256 = (key: SigningKey): Signer => (input) => createSign('RSA-SHA256').update(input).sign(key.privateKey);
export const hs256 = (secret: string): Signer => (input) => createHmac('sha256', secret).update(input).digest();

/** The session id the tests' tokens belong to unless they say otherwise. */
export const TEST_SESSION_ID = '6f1d2c3b-0000-4000-8000-000000000001';

export function validClaims(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const now = Math.floor(Date.now() / 1000);
  return { sub: 'admin', sid: TEST_SESSION_ID, iss: TEST_ISSUER, aud: TEST_AUDIENCE, iat: now, exp: now + 1800, ...overrides };
}

/** A token exactly as the auth service issues it. */
export function staffToken(key: SigningKey, claims: Record<string, unknown> = {}): string {
  return encodeJwt({ alg: 'RS256', typ: 'JWT', kid: key.kid }, validClaims(claims), rs256(key));
}
