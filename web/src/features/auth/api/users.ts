import { staffRequest } from '../../../lib/staff-request';
import type { StaffRole } from '../../../lib/token-claims';

export type UserStatus = 'active' | 'suspended';

export interface StaffUser {
  id: string;
  username: string;
  email: string | null;
  displayName: string;
  role: StaffRole;
  status: UserStatus;
  mfaEnabled: boolean;
  lastLoginAt: string | null;
}

export function listUsers(): Promise<StaffUser[]> {
  return staffRequest<StaffUser[]>('/api/auth/users');
}

/** PATCH /api/auth/users/{id}: 409 when it would leave no active administrator. */
export function updateUser(id: string, changes: { role?: StaffRole; status?: UserStatus }): Promise<StaffUser> {
  return staffRequest<StaffUser>(`/api/auth/users/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes });
}

export function removeUser(id: string): Promise<void> {
  return staffRequest<void>(`/api/auth/users/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function resetUserTwoStep(id: string): Promise<void> {
  return staffRequest<void>(`/api/auth/users/${encodeURIComponent(id)}/mfa/reset`, { method: 'POST' });
}
