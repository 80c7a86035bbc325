/** The staff roles, lowest first: each role may do everything the ones before it may (issue 23). */
export const STAFF_ROLES = ['contributor', 'author', 'editor', 'administrator'] as const;

export type StaffRole = (typeof STAFF_ROLES)[number];

/** How a role is named on screen. */
export const ROLE_LABELS: Record<StaffRole, string> = {
  contributor: 'Contributor',
  author: 'Author',
  editor: 'Editor',
  administrator: 'Administrator',
};

/** Who acts, as the rules need to know them: a token's subject and role. */
export interface Actor {
  userId: string;
  role: StaffRole;
}

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** 0 for contributor up to 3 for administrator. */
export function roleRank(role: StaffRole): number {
  return STAFF_ROLES.indexOf(role);
}

export function hasRoleAtLeast(role: StaffRole, minimum: StaffRole): boolean {
  return roleRank(role) >= roleRank(minimum);
}

/** The roles that may do what needs `minimum`, lowest first. */
export function rolesFrom(minimum: StaffRole): StaffRole[] {
  return STAFF_ROLES.slice(roleRank(minimum));
}

function plural(role: StaffRole): string {
  return `${role}s`;
}

/** "editors and administrators", "authors, editors and administrators", "administrators". */
export function describeRoles(roles: readonly StaffRole[]): string {
  const names = roles.map(plural);
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** The 403 message for a role below `minimum`: "Your role (author) cannot do this: editors and administrators only". */
export function roleRefusal(role: StaffRole, minimum: StaffRole): string {
  return `Your role (${role}) cannot do this: ${describeRoles(rolesFrom(minimum))} only`;
}
