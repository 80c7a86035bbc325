import type { StaffRole } from '../roles/staff-roles';

/** removed: kept for the history it wrote, never listed nor signed in again. */
export const USER_STATUSES = ['active', 'suspended', 'removed'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** A user as administrators see them in the user list. */
export interface UserView {
  id: string;
  username: string;
  email: string | null;
  displayName: string;
  role: StaffRole;
  status: UserStatus;
  mfaEnabled: boolean;
  lastLoginAt: string | null;
}

/** What signed-in staff see of themselves (GET /api/auth/me). */
export interface ProfileView extends UserView {
  /** The security settings make this user use two-step sign-in. */
  mfaRequired: boolean;
  recoveryCodesRemaining: number;
  /** Signs in through the identity provider (no password): confirms sensitive changes there (POST /api/auth/oidc/reauth). */
  singleSignOn: boolean;
}

/** One of the signed-in user's sessions (GET /api/auth/me/sessions). */
export interface SessionView {
  id: string;
  createdAt: string;
  lastActiveAt: string;
  expiresAt: string;
  /** The session the request came from. */
  current: boolean;
  clientAddress: string | null;
  userAgent: string | null;
}
