/** Who must use two-step sign-in. */
export const MFA_POLICIES = ['nobody', 'administrators', 'everyone'] as const;
export type MfaPolicy = (typeof MFA_POLICIES)[number];

/** The site-wide security settings (GET and PUT /api/auth/settings/security). */
export interface SecuritySettingsView {
  mfaRequiredFor: MfaPolicy;
}
