import { hasRoleAtLeast } from '@site/nest-server-kit';
import { isRole, type Role } from '../users/role';

/** OIDC_ROLE_MAP, `cms-admins=administrator,cms-editors=editor,...`: a group (or app role) per role; throws naming the bad part. */
export function parseRoleMap(text: string): Map<string, Role> {
  const map = new Map<string, Role>();
  for (const part of text.split(',').map((entry) => entry.trim()).filter(Boolean)) {
    const separator = part.lastIndexOf('=');
    const group = part.slice(0, separator).trim();
    const role = part.slice(separator + 1).trim();
    if (separator < 1 || !group || !isRole(role)) {
      throw new Error(`OIDC_ROLE_MAP: "${part}" is not <group>=<role> with a role of contributor, author, editor or administrator`);
    }
    map.set(group, role);
  }
  return map;
}

/** The highest role the claim's groups map to, or null (no account is made, and no session). */
export function roleFromClaim(claim: unknown, map: Map<string, Role>): Role | null {
  const groups = Array.isArray(claim) ? claim : typeof claim === 'string' ? [claim] : [];
  let best: Role | null = null;
  for (const group of groups) {
    const role = typeof group === 'string' ? map.get(group) : undefined;
    if (role && (!best || hasRoleAtLeast(role, best))) best = role;
  }
  return best;
}
