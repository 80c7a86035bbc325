import type { RecoveryCodesView, TotpEnrolmentView } from '@site/contracts';
import { staffRequest } from '../../../lib/staff-request';

export type { RecoveryCodesView as RecoveryCodes };

/** `setupToken`: the set-up-only token of a login the policy sent here; otherwise the stored session is used. */
export function startTotp(setupToken?: string, signal?: AbortSignal): Promise<TotpEnrolmentView> {
  return staffRequest<TotpEnrolmentView>('/api/auth/me/mfa/totp', { method: 'POST', signal }, setupToken);
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
