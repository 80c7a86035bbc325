import { staffRequest } from '../../../lib/staff-request';

export interface MySession {
  id: string;
  createdAt: string;
  lastActiveAt: string;
  expiresAt: string;
  current: boolean;
  clientAddress: string | null;
  userAgent: string | null;
}

export function listMySessions(): Promise<MySession[]> {
  return staffRequest<MySession[]>('/api/auth/me/sessions');
}

export function endMySession(id: string): Promise<void> {
  return staffRequest<void>(`/api/auth/me/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Ends every session of the user, this one included. */
export function logOutEverywhere(): Promise<void> {
  return staffRequest<void>('/api/auth/logout-everywhere', { method: 'POST' });
}
