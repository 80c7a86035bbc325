import type { StaffRole } from '../lib/token-claims';

const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A token shaped as auth-service signs them (issue 23's claims); the signature is not checked in the browser. */
export function staffToken(claims: { sub: string; role: StaffRole; name?: string; preferred_username?: string; scope?: string }): string {
  const now = Math.floor(Date.now() / 1000);
  return `${base64url({ alg: 'RS256', kid: 'test' })}.${base64url({ iat: now, exp: now + 1800, sid: 'session-1', ...claims })}.signature`;
}
