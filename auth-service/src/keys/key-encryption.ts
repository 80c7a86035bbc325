import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const PREFIX = 'aes-256-gcm.v1';
const IV_BYTES = 12;

const MIN_KEK_CHARACTERS = 32;

/**
 * The 256-bit AES key from JWT_KEY_ENCRYPTION_KEY: any random secret of at least 32 characters (such as
 * `openssl rand -base64 32`), stretched with HKDF-SHA256 so that base64, hex or a password manager's string all do.
 */
export function parseKeyEncryptionKey(value: string): Buffer {
  const text = value.trim();
  if (text.length < MIN_KEK_CHARACTERS) {
    throw new Error(`JWT_KEY_ENCRYPTION_KEY must be a random secret of at least ${MIN_KEK_CHARACTERS} characters (e.g. the output of \`openssl rand -base64 32\`)`);
  }
  return Buffer.from(hkdfSync('sha256', text, 'auth.signing_keys', 'aes-256-gcm.v1', 32));
}

/** True for a value sealSecret made; false for a PEM (or TOTP seed) stored before they were encrypted. */
export function isSealed(stored: string): boolean {
  return stored.startsWith(`${PREFIX}.`);
}

/**
 * AES-256-GCM with a fresh 96-bit nonce; `boundTo` (a key id, a user id) is bound in as associated data, so a
 * sealed value copied onto another row does not open. Stored as `aes-256-gcm.v1.<nonce>.<tag>.<ciphertext>` (base64url).
 */
export function sealSecret(plaintext: string, keyEncryptionKey: Buffer, boundTo: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, keyEncryptionKey, iv).setAAD(Buffer.from(boundTo));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [PREFIX, iv, cipher.getAuthTag(), ciphertext].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

/** The text inside a sealed value; throws when the key-encryption key (or `boundTo`) is not the one it was sealed with. */
export function openSecret(sealed: string, keyEncryptionKey: Buffer, boundTo: string): string {
  const parts = sealed.slice(PREFIX.length + 1).split('.');
  if (!isSealed(sealed) || parts.length !== 3) throw new Error('not a sealed value');
  const [iv, tag, ciphertext] = parts.map((part) => Buffer.from(part, 'base64url'));
  const decipher = createDecipheriv(ALGORITHM, keyEncryptionKey, iv).setAAD(Buffer.from(boundTo));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
}

/** The signing key's private half, bound to its kid. */
export const sealPrivateKey = (privateKeyPem: string, keyEncryptionKey: Buffer, kid: string): string => sealSecret(privateKeyPem, keyEncryptionKey, kid);
export const openPrivateKey = (sealed: string, keyEncryptionKey: Buffer, kid: string): string => openSecret(sealed, keyEncryptionKey, kid);
