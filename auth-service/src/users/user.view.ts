import type { UserView } from '@site/contracts';
import type { User } from './user.entity';

/** A user as administrators see them in the user list. */
export type { UserView };

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
