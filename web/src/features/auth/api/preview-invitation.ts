import type { InvitationPreviewRequest, InvitationPreviewView } from '@site/contracts';
import { requestJson } from '../../../lib/api-client';

export type { InvitationPreviewView as InvitationPreview };

/** POST /api/auth/invitations/preview: who the invitation is for; 410 when it was used or ran out. The token goes in the body, never in a URL. */
export function previewInvitation(token: string, signal?: AbortSignal): Promise<InvitationPreviewView> {
  const body: InvitationPreviewRequest = { token };
  return requestJson<InvitationPreviewView>('/api/auth/invitations/preview', { method: 'POST', body, signal });
}
