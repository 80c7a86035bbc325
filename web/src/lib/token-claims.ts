import { hasRoleAtLeast, ROLE_LABELS, STAFF_ROLES, type StaffClaims, type StaffRole } from '@site/contracts';

/** Staff roles, lowest first (issue 23), as every service knows them. */
export { hasRoleAtLeast, ROLE_LABELS, STAFF_ROLES, type StaffRole };

/** Who the token says the staff member is. Read only to shape the screens: every service checks the token itself. */
export type { StaffClaims };

/** The token's payload (a JWT's middle part: base64url JSON), or null when it is not a token we can read. */
export function readTokenPayload(token: string): Record<string, unknown> | null {
  try {
    const base64 = (token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (char) => char.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return payload !== null && typeof payload === 'object' && !Array.isArray(payload) ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The staff member a token names. A token without a known role is shown the least (a contributor's
 * screens); the server refuses it anyway.
 */
export function staffClaims(token: string | null): StaffClaims {
  const payload = token ? readTokenPayload(token) : null;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const role = STAFF_ROLES.find((known) => known === payload?.role) ?? 'contributor';
  const username = text(payload?.preferred_username);
  return { userId: text(payload?.sub), username, displayName: text(payload?.name) || username, role };
}
