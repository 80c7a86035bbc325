import { randomBytes } from 'node:crypto';
import { isSealed, openPrivateKey, parseKeyEncryptionKey, sealPrivateKey } from './key-encryption';

const PEM = '-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\n-----END PRIVATE KEY-----\n';

describe('signing key encryption at rest', () => {
  const kek = randomBytes(32);

  it('seals a key so that neither the PEM nor its base64 body appears, and opens it again', () => {
    const sealed = sealPrivateKey(PEM, kek, 'kid-1');
    expect(sealed).not.toContain('PRIVATE KEY');
    expect(sealed).not.toContain('MIIEvQIBADANBgkqhkiG9w0BAQEFAASC');
    expect(isSealed(sealed)).toBe(true);
    expect(isSealed(PEM)).toBe(false);
    expect(openPrivateKey(sealed, kek, 'kid-1')).toBe(PEM);
  });

  it('seals the same key differently each time (fresh nonce)', () => {
    expect(sealPrivateKey(PEM, kek, 'kid-1')).not.toBe(sealPrivateKey(PEM, kek, 'kid-1'));
  });

  it('refuses to open with another key-encryption key, for another kid, or after tampering', () => {
    const sealed = sealPrivateKey(PEM, kek, 'kid-1');
    expect(() => openPrivateKey(sealed, randomBytes(32), 'kid-1')).toThrow();
    expect(() => openPrivateKey(sealed, kek, 'kid-2')).toThrow();
    const tampered = sealed.slice(0, -2) + (sealed.endsWith('AA') ? 'BB' : 'AA');
    expect(() => openPrivateKey(tampered, kek, 'kid-1')).toThrow();
  });

  it('takes any secret of at least 32 characters as the key-encryption key, each giving its own 256-bit key', () => {
    const base64 = randomBytes(32).toString('base64');
    expect(parseKeyEncryptionKey(base64)).toHaveLength(32);
    expect(parseKeyEncryptionKey(`${base64}\n`)).toEqual(parseKeyEncryptionKey(base64));
    expect(parseKeyEncryptionKey(randomBytes(24).toString('hex'))).not.toEqual(parseKeyEncryptionKey(base64));
    for (const bad of ['', 'short', 'x'.repeat(31)]) {
      expect(() => parseKeyEncryptionKey(bad)).toThrow('JWT_KEY_ENCRYPTION_KEY must be a random secret of at least 32 characters');
    }
  });
});
