import { assertRsaKeyPair, generateRsaKeyPair, keyIdOf, PemKeyPair, rsaPublicJwk } from './rsa-keys';

describe('RSA key helpers', () => {
  let pair: PemKeyPair;
  let otherPair: PemKeyPair;

  beforeAll(async () => {
    [pair, otherPair] = await Promise.all([generateRsaKeyPair(), generateRsaKeyPair()]);
  });

  it('generates a matching 2048-bit pair', () => {
    expect(() => assertRsaKeyPair(pair)).not.toThrow();
    expect(Buffer.from(rsaPublicJwk(pair.publicKeyPem).n, 'base64url')).toHaveLength(256);
  });

  it('derives a stable, key-specific kid (RFC 7638 thumbprint)', () => {
    expect(keyIdOf(pair.publicKeyPem)).toBe(keyIdOf(pair.publicKeyPem));
    expect(keyIdOf(pair.publicKeyPem)).not.toBe(keyIdOf(otherPair.publicKeyPem));
    expect(keyIdOf(pair.publicKeyPem)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('rejects halves of different pairs', () => {
    expect(() => assertRsaKeyPair({ privateKeyPem: pair.privateKeyPem, publicKeyPem: otherPair.publicKeyPem })).toThrow(
      'The public key does not belong to the private key',
    );
  });

  it('rejects text that is not a key', () => {
    expect(() => assertRsaKeyPair({ privateKeyPem: 'not a key', publicKeyPem: pair.publicKeyPem })).toThrow();
  });
});
