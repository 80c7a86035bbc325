/** The staff roles and their order live in @site/contracts, which the web app reads too. */
export { describeRoles, hasRoleAtLeast, isStaffRole, roleRank, roleRefusal, rolesFrom, STAFF_ROLES, type StaffRole } from '@site/contracts';
