import { createHash, randomBytes } from 'node:crypto';

/**
 * A one-time link or challenge token: 256 random bits, of which only the SHA-256 is stored, so the table
 * alone gives nobody a working link. (A fast hash is enough for a value nobody can guess.)
 */
export function newSecretToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashSecretToken(token) };
}

export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
