import { staffRequest } from '../../../lib/staff-request';
import type { StaffRole, UserStatus, UserView } from '@site/contracts';

/** A user as administrators see them in the user list. */
export type { UserView as StaffUser };

/** What an administrator may set; a user becomes removed only by removeUser. */
type SettableUserStatus = Exclude<UserStatus, 'removed'>;

export function listUsers(): Promise<UserView[]> {
  return staffRequest<UserView[]>('/api/auth/users');
}

/** PATCH /api/auth/users/{id}: 409 when it would leave no active administrator. */
export function updateUser(id: string, changes: { role?: StaffRole; status?: SettableUserStatus }): Promise<UserView> {
  return staffRequest<UserView>(`/api/auth/users/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes });
}

export function removeUser(id: string): Promise<void> {
  return staffRequest<void>(`/api/auth/users/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function resetUserTwoStep(id: string): Promise<void> {
  return staffRequest<void>(`/api/auth/users/${encodeURIComponent(id)}/mfa/reset`, { method: 'POST' });
}

/** POST /api/auth/users/{id}/sessions/revoke: 204; every service refuses the user's tokens within 2 s. */
export function endUserSessions(id: string): Promise<void> {
  return staffRequest<void>(`/api/auth/users/${encodeURIComponent(id)}/sessions/revoke`, { method: 'POST' });
}
