import { isStaffRole, STAFF_ROLES, type StaffRole } from '@site/nest-server-kit';

/** The four staff roles, lowest first, as every service knows them (the kit's list). */
export const ROLES = STAFF_ROLES;

export type Role = StaffRole;

export const isRole = isStaffRole;

export { USER_STATUSES, type UserStatus } from '@site/contracts';
