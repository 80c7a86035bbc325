import type { StaffRole } from '../roles/staff-roles';

/** What an administrator sends to invite someone (POST /api/auth/invitations). */
export interface NewInvitation {
  email: string;
  role: StaffRole;
  displayName?: string;
}

/** The answer to an invitation just made. */
export interface CreatedInvitationView {
  id: string;
  /** The one-time link; its token is in the fragment, so it never reaches a server log or a Referer. */
  url: string;
  expiresAt: string;
  /** Whether the invitation e-mail was queued (else the administrator passes the link on). */
  emailed: boolean;
}

/** An invitation not yet accepted, revoked or expired (GET /api/auth/invitations). */
export interface PendingInvitationView {
  id: string;
  email: string;
  role: StaffRole;
  displayName: string | null;
  expiresAt: string;
  invitedBy: { id: string; displayName: string } | null;
}

/** What the invitation page sends to see who an invitation is for (POST /api/auth/invitations/preview): the token in a body, never in a URL. */
export interface InvitationPreviewRequest {
  token: string;
}

/** Who an invitation is for (POST /api/auth/invitations/preview), shown before it is accepted. */
export interface InvitationPreviewView {
  email: string;
  role: StaffRole;
  displayName: string | null;
  expiresAt: string;
}

/** What the invited person sends to accept (POST /api/auth/invitations/accept); the answer is a TokenResponse. */
export interface InvitationAcceptance {
  token: string;
  username: string;
  password: string;
}
