import { isSealed, openSecret, sealSecret } from '../keys/key-encryption';

/**
 * TOTP seeds are kept sealed with the key-encryption key (JWT_KEY_ENCRYPTION_KEY), as the signing key is, bound
 * to their user: the users table alone gives nobody a second factor.
 */
const boundTo = (userId: string): string => `totp-seed ${userId}`;

export function sealTotpSeed(seed: string, keyEncryptionKey: Buffer, userId: string): string {
  return sealSecret(seed, keyEncryptionKey, boundTo(userId));
}

/** The seed as the authenticator app has it; a seed stored before sealing (the migration seals those) is read as it is. */
export function openTotpSeed(stored: string, keyEncryptionKey: Buffer | null, userId: string): string {
  if (!isSealed(stored)) return stored;
  if (!keyEncryptionKey) throw new Error('A sealed TOTP seed needs JWT_KEY_ENCRYPTION_KEY to be read');
  return openSecret(stored, keyEncryptionKey, boundTo(userId));
}
