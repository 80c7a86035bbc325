import { randomBytes } from 'node:crypto';
import { openTotpSeed, sealTotpSeed } from './totp-seeds';

const KEK = randomBytes(32);
const SEED = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('TOTP seeds at rest', () => {
  it('are stored without the seed in them, and open again with the key and the same user', () => {
    const sealed = sealTotpSeed(SEED, KEK, 'user-1');
    expect(sealed).not.toContain(SEED);
    expect(sealed).toMatch(/^aes-256-gcm\.v1\./);
    expect(openTotpSeed(sealed, KEK, 'user-1')).toBe(SEED);
  });

  it('do not open for another user (a copied row) or with another key', () => {
    const sealed = sealTotpSeed(SEED, KEK, 'user-1');
    expect(() => openTotpSeed(sealed, KEK, 'user-2')).toThrow();
    expect(() => openTotpSeed(sealed, randomBytes(32), 'user-1')).toThrow();
    expect(() => openTotpSeed(sealed, null, 'user-1')).toThrow(/JWT_KEY_ENCRYPTION_KEY/);
  });

  it('read a seed stored before sealing as it is', () => {
    expect(openTotpSeed(SEED, KEK, 'user-1')).toBe(SEED);
  });
});
