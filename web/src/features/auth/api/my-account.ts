import { staffRequest } from '../../../lib/staff-request';
import type { ProfileView } from '@site/contracts';

/** What signed-in staff see of themselves. */
export type { ProfileView as MyAccount };

export function getMyAccount(): Promise<ProfileView> {
  return staffRequest<ProfileView>('/api/auth/me');
}

export function updateMyAccount(changes: { displayName?: string; email?: string }): Promise<ProfileView> {
  return staffRequest<ProfileView>('/api/auth/me', { method: 'PATCH', body: changes });
}
