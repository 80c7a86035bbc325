import { createHash, createPrivateKey, createPublicKey, generateKeyPair } from 'node:crypto';
import { promisify } from 'node:util';

export interface PemKeyPair {
  privateKeyPem: string;
  publicKeyPem: string;
}

export interface RsaPublicJwk {
  kty: 'RSA';
  n: string;
  e: string;
}

const MIN_MODULUS_BITS = 2048;
const generateKeyPairAsync = promisify(generateKeyPair);

export async function generateRsaKeyPair(): Promise<PemKeyPair> {
  const { privateKey, publicKey } = await generateKeyPairAsync('rsa', {
    modulusLength: MIN_MODULUS_BITS,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { privateKeyPem: privateKey, publicKeyPem: publicKey };
}

export function rsaPublicJwk(publicKeyPem: string): RsaPublicJwk {
  const jwk = createPublicKey(publicKeyPem).export({ format: 'jwk' });
  if (jwk.kty !== 'RSA' || !jwk.n || !jwk.e) {
    throw new Error('The public key is not an RSA key');
  }
  return { kty: 'RSA', n: jwk.n, e: jwk.e };
}

/** RFC 7638 thumbprint: the same key always gets the same kid, on every instance. */
export function keyIdOf(publicKeyPem: string): string {
  const { e, kty, n } = rsaPublicJwk(publicKeyPem);
  return createHash('sha256').update(JSON.stringify({ e, kty, n })).digest('base64url');
}

/** Throws unless both PEMs are valid, RSA of at least 2048 bits, and halves of the same pair. */
export function assertRsaKeyPair({ privateKeyPem, publicKeyPem }: PemKeyPair): void {
  const privateKey = createPrivateKey(privateKeyPem);
  const bits = privateKey.asymmetricKeyDetails?.modulusLength ?? 0;
  if (privateKey.asymmetricKeyType !== 'rsa' || bits < MIN_MODULUS_BITS) {
    throw new Error(`The private key must be an RSA key of at least ${MIN_MODULUS_BITS} bits`);
  }
  const derivedPublic = rsaPublicJwk(createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString());
  const givenPublic = rsaPublicJwk(publicKeyPem);
  if (derivedPublic.n !== givenPublic.n || derivedPublic.e !== givenPublic.e) {
    throw new Error('The public key does not belong to the private key');
  }
}
