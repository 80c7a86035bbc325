import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes (256 bits) as base64url: 43 characters, safe in a path. */
export function newReviewToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored instead of the token: its SHA-256, hex. A token is random enough that no salt or slow hash is needed. */
export function hashReviewToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Whether a string could be a token this service made (others are refused without a look-up). */
export function isWellFormedReviewToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}
