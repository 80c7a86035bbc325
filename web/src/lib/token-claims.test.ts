import { describe, expect, it } from 'vitest';
import { staffClaims } from './token-claims';

/** A JWT-shaped string with `payload` as its middle part, base64url as the auth service writes it. */
function tokenWith(payload: object): string {
  const bytes = new TextEncoder().encode(JSON.stringify(payload));
  const base64url = btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `eyJhbGciOiJSUzI1NiJ9.${base64url}.sig`;
}

describe('staffClaims', () => {
  it('reads who the token names, with a display name outside ASCII', () => {
    expect(staffClaims(tokenWith({ sub: 'u-1', role: 'author', name: 'Zoë Ōtaki', preferred_username: 'zoe' }))).toEqual({
      userId: 'u-1',
      username: 'zoe',
      displayName: 'Zoë Ōtaki',
      role: 'author',
    });
  });

  it('falls back to the username for the name, and to the least role for a token without a known one', () => {
    expect(staffClaims(tokenWith({ sub: 'u-2', role: 'superuser', preferred_username: 'max' }))).toMatchObject({ displayName: 'max', role: 'contributor' });
    expect(staffClaims('not-a-token').role).toBe('contributor');
    expect(staffClaims(null).userId).toBe('');
  });
});
