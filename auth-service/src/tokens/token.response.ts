/** The sign-in answers are @site/contracts' views, which web reads too. */
export type { LoginResponse, MfaChallengeResponse, TokenResponse } from '@site/contracts';
