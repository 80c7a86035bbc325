import type { InvitationPreviewView } from '@site/contracts';
import { requestJson } from '../../../lib/api-client';

export type { InvitationPreviewView as InvitationPreview };

/** GET /api/auth/invitations/preview: who the invitation is for; 410 when it was used or ran out. */
export function previewInvitation(token: string, signal?: AbortSignal): Promise<InvitationPreviewView> {
  return requestJson<InvitationPreviewView>(`/api/auth/invitations/preview?${new URLSearchParams({ token }).toString()}`, { signal });
}
