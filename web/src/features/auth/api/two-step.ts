import { staffRequest } from '../../../lib/staff-request';

export interface TotpEnrolment {
  secret: string;
  otpauthUrl: string;
  /** An SVG document of the QR code, made by the server. */
  qrCodeSvg?: string;
}

export interface RecoveryCodes {
  recoveryCodes: string[];
  /** A full session token replacing a set-up-only one (right after the password step). */
  token?: string;
}

/** `setupToken`: the set-up-only token of a login the policy sent here; otherwise the stored session is used. */
export function startTotp(setupToken?: string, signal?: AbortSignal): Promise<TotpEnrolment> {
  return staffRequest<TotpEnrolment>('/api/auth/me/mfa/totp', { method: 'POST', signal }, setupToken);
}

export function confirmTotp(code: string, setupToken?: string): Promise<RecoveryCodes> {
  return staffRequest<RecoveryCodes>('/api/auth/me/mfa/totp/confirm', { method: 'POST', body: { code } }, setupToken);
}

/** DELETE /api/auth/me/mfa: 204; 409 when the site requires two-step sign-in of this user. */
export function turnOffTwoStep(password: string): Promise<void> {
  return staffRequest<void>('/api/auth/me/mfa', { method: 'DELETE', body: { password } });
}

export function regenerateRecoveryCodes(password: string): Promise<RecoveryCodes> {
  return staffRequest<RecoveryCodes>('/api/auth/me/mfa/recovery-codes', { method: 'POST', body: { password } });
}
