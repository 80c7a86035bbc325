import { staffRequest } from '../../../lib/staff-request';
import type { EmailChangeRequestedView, ProfileChanges, ProfileView } from '@site/contracts';

/** What signed-in staff see of themselves. */
export type { ProfileView as MyAccount };

export function getMyAccount(): Promise<ProfileView> {
  return staffRequest<ProfileView>('/api/auth/me');
}

/** 200 with the profile; 202 with the address that waits for its link when the e-mail address changes (that needs `currentPassword`). */
export function updateMyAccount(changes: ProfileChanges): Promise<ProfileView | EmailChangeRequestedView> {
  return staffRequest<ProfileView | EmailChangeRequestedView>('/api/auth/me', { method: 'PATCH', body: changes });
}
