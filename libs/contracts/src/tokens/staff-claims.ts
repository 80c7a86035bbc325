import type { StaffRole } from '../roles/staff-roles';

/**
 * Who a staff session token names, read from its claims (`sub`, `preferred_username`, `name` falling back
 * to the username, `role`): by every service to authorise, by web only to shape the screens.
 */
export interface StaffClaims {
  userId: string;
  username: string;
  displayName: string;
  role: StaffRole;
}
