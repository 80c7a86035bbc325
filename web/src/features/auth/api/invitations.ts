import { staffRequest } from '../../../lib/staff-request';
import type { StaffRole } from '../../../lib/token-claims';

export interface PendingInvitation {
  id: string;
  email: string;
  role: StaffRole;
  displayName: string | null;
  expiresAt: string;
  invitedBy: string | null;
}

export interface NewInvitation {
  email: string;
  role: StaffRole;
  displayName?: string;
}

export interface CreatedInvitation {
  id: string;
  /** The one-time link, shown to the administrator to pass on. */
  url: string;
  expiresAt: string;
}

export function listInvitations(): Promise<PendingInvitation[]> {
  return staffRequest<PendingInvitation[]>('/api/auth/invitations');
}

export function createInvitation(invitation: NewInvitation): Promise<CreatedInvitation> {
  return staffRequest<CreatedInvitation>('/api/auth/invitations', { method: 'POST', body: invitation });
}

export function revokeInvitation(id: string): Promise<void> {
  return staffRequest<void>(`/api/auth/invitations/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
