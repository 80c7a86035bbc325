import { type JsonWebKey, type KeyObject, generateKeyPairSync } from 'node:crypto';

export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  publicKeyPem: string;
  publicJwk: JsonWebKey & { kid: string; alg: 'RS256'; use: 'sig' };
}

/** An RSA key pair like the auth service's, with its public half as PEM and as a JWK. */
export function generateSigningKey(kid: string): SigningKey {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    kid,
    privateKey,
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    publicJwk: { ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' },
  };
}
