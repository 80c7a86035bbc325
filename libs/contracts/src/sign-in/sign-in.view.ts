/** The password step of a login (POST /api/auth/login). */
export interface Credentials {
  username: string;
  password: string;
}

/** A session token; `mfaSetupRequired` when it only lets its holder set up two-step sign-in (scope "mfa-setup"). */
export interface TokenResponse {
  token: string;
  mfaSetupRequired?: true;
}

/** The password was right and a code is needed next (POST /api/auth/login/mfa). */
export interface MfaChallengeResponse {
  mfaRequired: true;
  mfaToken: string;
}

/** What the password step answers. */
export type LoginResponse = TokenResponse | MfaChallengeResponse;
