import type { RecoveryCodesView, TotpEnrolmentRequest, TotpEnrolmentView } from '@site/contracts';
import { staffRequest } from '../../../lib/staff-request';

export type { RecoveryCodesView as RecoveryCodes };

/**
 * `setupToken`: the set-up-only token of a login the policy sent here (it needs no password); otherwise the
 * stored session is used, with the user's current password.
 */
export function startTotp({ setupToken, currentPassword }: { setupToken?: string; currentPassword?: string }, signal?: AbortSignal): Promise<TotpEnrolmentView> {
  const body: TotpEnrolmentRequest = currentPassword === undefined ? {} : { currentPassword };
  return staffRequest<TotpEnrolmentView>('/api/auth/me/mfa/totp', { method: 'POST', body, signal }, setupToken);
}

export function confirmTotp(code: string, setupToken?: string): Promise<RecoveryCodesView> {
  return staffRequest<RecoveryCodesView>('/api/auth/me/mfa/totp/confirm', { method: 'POST', body: { code } }, setupToken);
}

/** DELETE /api/auth/me/mfa: 204; 409 when the site requires two-step sign-in of this user. */
export function turnOffTwoStep(password: string): Promise<void> {
  return staffRequest<void>('/api/auth/me/mfa', { method: 'DELETE', body: { password } });
}

export function regenerateRecoveryCodes(password: string): Promise<RecoveryCodesView> {
  return staffRequest<RecoveryCodesView>('/api/auth/me/mfa/recovery-codes', { method: 'POST', body: { password } });
}
