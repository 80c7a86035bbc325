import type { CreatedInvitationView, NewInvitation, PendingInvitationView } from '@site/contracts';
import { staffRequest } from '../../../lib/staff-request';

export type { CreatedInvitationView as CreatedInvitation, PendingInvitationView as PendingInvitation };

export function listInvitations(): Promise<PendingInvitationView[]> {
  return staffRequest<PendingInvitationView[]>('/api/auth/invitations');
}

export function createInvitation(invitation: NewInvitation): Promise<CreatedInvitationView> {
  return staffRequest<CreatedInvitationView>('/api/auth/invitations', { method: 'POST', body: invitation });
}

export function revokeInvitation(id: string): Promise<void> {
  return staffRequest<void>(`/api/auth/invitations/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
