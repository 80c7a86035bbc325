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
