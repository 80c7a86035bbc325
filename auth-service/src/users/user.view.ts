import type { Role, UserStatus } from './role';
import type { User } from './user.entity';

/** A user as administrators see them in the user list. */
export interface UserView {
  id: string;
  username: string;
  email: string | null;
  displayName: string;
  role: Role;
  status: UserStatus;
  mfaEnabled: boolean;
  lastLoginAt: string | null;
}

export function userView(user: User): UserView {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    displayName: user.displayName,
    role: user.role,
    status: user.status,
    mfaEnabled: user.mfaEnabled,
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
  };
}
