/** The four staff roles, lowest first: each may do everything the ones before it may. */
export const ROLES = ['contributor', 'author', 'editor', 'administrator'] as const;

export type Role = (typeof ROLES)[number];

export const USER_STATUSES = ['active', 'suspended', 'removed'] as const;

export type UserStatus = (typeof USER_STATUSES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function hasAtLeast(role: Role, minimum: Role): boolean {
  return ROLES.indexOf(role) >= ROLES.indexOf(minimum);
}

const ROLE_PLURALS: Record<Role, string> = {
  contributor: 'contributors',
  author: 'authors',
  editor: 'editors',
  administrator: 'administrators',
};

/** "editors and administrators only": who may do what `minimum` guards. */
export function whoMay(minimum: Role): string {
  const allowed = ROLES.slice(ROLES.indexOf(minimum)).map((role) => ROLE_PLURALS[role]);
  return `${allowed.length > 1 ? `${allowed.slice(0, -1).join(', ')} and ${allowed[allowed.length - 1]}` : allowed[0]} only`;
}
