/**
 * What signed-in staff send to change what could take their account over (issue 33): each needs the
 * current password, so a stolen session token alone changes nothing that locks the owner out.
 */

/** PATCH /api/auth/me: `displayName` alone needs no password; a new `email` needs `currentPassword`. */
export interface ProfileChanges {
  displayName?: string;
  email?: string;
  currentPassword?: string;
}

/**
 * PATCH /api/auth/me answers 202 with this when a new e-mail address was asked for: a link went to the new
 * address (if it can be used), and GET /api/auth/me keeps the old one until the link is opened.
 */
export interface EmailChangeRequestedView {
  pendingEmail: string;
  /** How long the link works (24 hours, once). */
  expiresAt: string;
}

/** POST /api/auth/me/email/confirm: the token from the fragment of the link sent to the new address. */
export interface EmailChangeConfirmation {
  token: string;
}

/** POST /api/auth/me/mfa/totp: the password, except with a token limited to setting up two-step sign-in. */
export interface TotpEnrolmentRequest {
  currentPassword?: string;
}

/**
 * POST /api/auth/logout-everywhere and DELETE /api/auth/me/sessions/{id} of another session: the password, or
 * none from a single sign-on user who has just confirmed at the identity provider (POST /api/auth/oidc/reauth).
 */
export interface SessionEndRequest {
  currentPassword?: string;
}

/** How long the link to confirm a new e-mail address works. */
export const EMAIL_CHANGE_LINK_HOURS = 24;

/** The front-end path of the link sent to a new e-mail address; its token travels in the fragment. */
export const CONFIRM_EMAIL_PATH = '/confirm-email';
