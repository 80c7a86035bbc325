import type { SessionView } from '@site/contracts';
import { staffRequest } from '../../../lib/staff-request';

/** One of the signed-in user's sessions. */
export type { SessionView as MySession };

export function listMySessions(): Promise<SessionView[]> {
  return staffRequest<SessionView[]>('/api/auth/me/sessions');
}

export function endMySession(id: string): Promise<void> {
  return staffRequest<void>(`/api/auth/me/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Ends every session of the user, this one included. */
export function logOutEverywhere(): Promise<void> {
  return staffRequest<void>('/api/auth/logout-everywhere', { method: 'POST' });
}
