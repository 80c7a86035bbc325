/** A new authenticator secret to scan (POST /api/auth/me/mfa/totp); two-step sign-in is on once a code from it is confirmed. */
export interface TotpEnrolmentView {
  secret: string;
  otpauthUrl: string;
  /** An SVG document of the QR code of otpauthUrl, so the browser needs no QR code library. */
  qrCodeSvg: string;
}

/** New recovery codes, shown once (confirming TOTP, or making new ones). */
export interface RecoveryCodesView {
  recoveryCodes: string[];
  /** A full session token, when the one used was only good for setting up two-step sign-in. */
  token?: string;
}
