import { requestJson } from '../../../lib/api-client';
import type { StaffRole } from '../../../lib/token-claims';

export interface InvitationPreview {
  email: string;
  role: StaffRole;
  displayName: string | null;
  expiresAt: string;
}

/** GET /api/auth/invitations/preview: who the invitation is for; 410 when it was used or ran out. */
export function previewInvitation(token: string, signal?: AbortSignal): Promise<InvitationPreview> {
  return requestJson<InvitationPreview>(`/api/auth/invitations/preview?${new URLSearchParams({ token }).toString()}`, { signal });
}
