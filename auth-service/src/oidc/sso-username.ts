import type { IdTokenClaims } from 'openid-client';

/** A username as this site allows them (letters, digits, dots, hyphens, underscores) from what the provider says. */
export function usernameFromClaims(claims: Pick<IdTokenClaims, 'preferred_username' | 'email' | 'sub'>): string {
  const source = [claims.preferred_username, claims.email, claims.sub].find((value): value is string => typeof value === 'string' && value.trim() !== '') ?? 'sso-user';
  const local = source.includes('@') ? source.slice(0, source.indexOf('@')) : source;
  const cleaned = local.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[^A-Za-z0-9]+/, '').slice(0, 80);
  return cleaned.length >= 2 ? cleaned : `sso-${cleaned || 'user'}`;
}
