import type { SessionEndRequest, SessionView } from '@site/contracts';
import { staffRequest } from '../../../lib/staff-request';

/** One of the signed-in user's sessions. */
export type { SessionView as MySession };

export function listMySessions(): Promise<SessionView[]> {
  return staffRequest<SessionView[]>('/api/auth/me/sessions');
}

/** Ends another session of the user; that needs the password (a stolen token must not shut the owner out). */
/** `currentPassword` undefined: a single sign-on user who has just confirmed at the identity provider. */
export function endMySession(id: string, currentPassword: string | undefined): Promise<void> {
  const body: SessionEndRequest = currentPassword === undefined ? {} : { currentPassword };
  return staffRequest<void>(`/api/auth/me/sessions/${encodeURIComponent(id)}`, { method: 'DELETE', body });
}

/** Ends every session of the user, this one included; needs the password. */
export function logOutEverywhere(currentPassword: string | undefined): Promise<void> {
  const body: SessionEndRequest = currentPassword === undefined ? {} : { currentPassword };
  return staffRequest<void>('/api/auth/logout-everywhere', { method: 'POST', body });
}
