import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app does it: HMAC-SHA-1, 6 digits, a new code every 30 seconds. */
export const TOTP_PARAMETERS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
/** Codes of the step before and after the current one count too, for clocks a little off. */
const WINDOW_STEPS = 1;

/** A new random 160-bit secret (RFC 4226's recommended length), in base32 as apps expect it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URL an authenticator app reads from the QR code. */
export function totpUrl(secret: string, issuer: string, accountName: string): string {
  return new TOTP({ issuer, label: accountName, secret: Secret.fromBase32(secret), ...TOTP_PARAMETERS }).toString();
}

/** The 30-second time step whose code `code` is (within one step of now), or null when it is no valid code. */
export function totpTimeStep(secret: string, code: string, timestamp: number = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = TOTP.validate({ token: code, secret: Secret.fromBase32(secret), timestamp, window: WINDOW_STEPS, ...TOTP_PARAMETERS });
  return delta === null ? null : TOTP.counter({ period: TOTP_PARAMETERS.period, timestamp }) + delta;
}
