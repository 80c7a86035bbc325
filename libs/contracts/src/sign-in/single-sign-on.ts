/** GET /api/auth/oidc: the "Sign in with ..." button of /login; `buttonLabel` null when single sign-on is not set up. */
export interface SingleSignOnView {
  buttonLabel: string | null;
  /** OIDC_REQUIRED: only the break-glass administrator may sign in with a password. */
  required: boolean;
}

/** Where the browser starts single sign-on (a link, not a fetch: it leaves for the identity provider). */
export const SINGLE_SIGN_ON_START_PATH = '/api/auth/oidc/start';

/**
 * After the identity provider, the browser comes back to /login with one of these in the fragment (never a
 * query, so the token reaches no server log): `#sso=<session token>` or `#sso-error=<one of SSO_ERRORS>`.
 */
export const SSO_TOKEN_FRAGMENT = 'sso';
export const SSO_ERROR_FRAGMENT = 'sso-error';

/** Why single sign-on came back without a session, as /login tells it. */
export const SSO_ERRORS = {
  'no-role': 'Your account at the identity provider is in no group that has a role on this site. Ask your IT department to add you to one.',
  failed: 'Signing in with your organisation did not work. Please try again.',
  suspended: 'Your account is suspended. Ask an administrator.',
} as const;
export type SsoError = keyof typeof SSO_ERRORS;

/**
 * POST /api/auth/oidc/reauth (signed in): the provider's address where a single sign-on user signs in afresh
 * (prompt=login, max_age=0) before changing the e-mail address, setting up a second factor or ending other
 * sessions. The browser goes there (it keeps a cookie of this answer) and comes back to the profile screen with
 * `#reauth=ok` or `#reauth=failed`; for the next REAUTH_VALID_SECONDS one of those actions, in this session,
 * needs no `currentPassword`.
 */
export interface ReauthStartView {
  url: string;
}
export const SINGLE_SIGN_ON_REAUTH_PATH = '/api/auth/oidc/reauth';
export const REAUTH_FRAGMENT = 'reauth';
export const REAUTH_VALID_SECONDS = 5 * 60;
export const REAUTH_FAILED_MESSAGE = 'Confirming at your identity provider did not work. Please try again.';
/** The staff area's profile screen, where a re-authentication comes back to. */
export const REAUTH_RETURN_PATH = '/admin/profile';
