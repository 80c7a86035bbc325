import { createHash } from 'node:crypto';
import { hashReviewToken, isWellFormedReviewToken, newReviewToken } from './review-token';

describe('review tokens', () => {
  it('carry at least 128 random bits and differ every time', () => {
    const tokens = Array.from({ length: 50 }, () => newReviewToken());
    expect(new Set(tokens).size).toBe(50);
    for (const token of tokens) {
      expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
      expect(isWellFormedReviewToken(token)).toBe(true);
    }
  });

  it('are kept as their SHA-256 only', () => {
    const token = newReviewToken();
    expect(hashReviewToken(token)).toBe(createHash('sha256').update(token).digest('hex'));
    expect(hashReviewToken(token)).not.toContain(token);
  });

  it('refuses what no link could be', () => {
    for (const bad of ['', 'short', `${'a'.repeat(42)}!`, 'a'.repeat(44)]) expect(isWellFormedReviewToken(bad)).toBe(false);
  });
});
