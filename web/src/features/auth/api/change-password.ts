import { staffRequest } from '../../../lib/staff-request';

/** POST /api/auth/password: 204; every other session of the user ends, this one goes on. */
export function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  return staffRequest<void>('/api/auth/password', { method: 'POST', body: { currentPassword, newPassword } });
}
