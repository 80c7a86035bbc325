import { ForbiddenException, UnauthorizedException } from '@nestjs/common';
import { AUTHENTICATION_REQUIRED } from './jwt-auth.guard';
import { hasRoleAtLeast, roleRefusal, type StaffRole } from './staff-roles';
import type { StaffUser } from './token-verifier';

/**
 * The same check as @RequireRole, for code that decides itself (or wants to be safe even where the
 * global guard is missing): 401 without a staff member, 403 naming the roles that may.
 */
export function assertRole(staff: StaffUser | undefined, minimum: StaffRole): StaffUser {
  if (!staff) throw new UnauthorizedException(AUTHENTICATION_REQUIRED);
  if (!hasRoleAtLeast(staff.role, minimum)) throw new ForbiddenException(roleRefusal(staff.role, minimum));
  return staff;
}
