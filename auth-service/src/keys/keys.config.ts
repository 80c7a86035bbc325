import { ConfigType, registerAs } from '@nestjs/config';
import { Expose } from 'class-transformer';
import { IsOptional, IsString } from 'class-validator';
import { validateEnvironment } from '../config/validate-environment';
import { parseKeyEncryptionKey } from './key-encryption';
import { assertRsaKeyPair, PemKeyPair } from './rsa-keys';

class KeysEnvironment {
  @Expose()
  @IsOptional()
  @IsString()
  JWT_PRIVATE_KEY?: string;

  @Expose()
  @IsOptional()
  @IsString()
  JWT_PUBLIC_KEY?: string;

  @Expose()
  @IsOptional()
  @IsString()
  JWT_KEY_ENCRYPTION_KEY?: string;
}

/** PEMs passed through env files often arrive on one line with literal "\n" sequences. */
const restoreNewlines = (pem: string): string => pem.replace(/\\n/g, '\n').trim() + '\n';

export const KEK_REQUIRED =
  'JWT_KEY_ENCRYPTION_KEY (or JWT_KEY_ENCRYPTION_KEY_FILE) is required to keep the generated signing key in auth.signing_keys ' +
  'encrypted: 32 random bytes, e.g. `openssl rand -base64 32`; or give the key pair itself as JWT_PRIVATE_KEY and JWT_PUBLIC_KEY';

/**
 * The configured key pair, if any, and the key-encryption key (AES-256-GCM) that protects a generated key kept
 * in the database. One of the two is required: the private key is never stored in plain text.
 */
export const keysConfig = registerAs('keys', (): { configuredPair: PemKeyPair | null; keyEncryptionKey: Buffer | null } => {
  const env = validateEnvironment(KeysEnvironment);
  const keyEncryptionKey = env.JWT_KEY_ENCRYPTION_KEY === undefined ? null : readKeyEncryptionKey(env.JWT_KEY_ENCRYPTION_KEY);
  if (env.JWT_PRIVATE_KEY === undefined && env.JWT_PUBLIC_KEY === undefined) {
    if (!keyEncryptionKey) throw new Error(`Invalid configuration: ${KEK_REQUIRED}`);
    return { configuredPair: null, keyEncryptionKey };
  }
  if (env.JWT_PRIVATE_KEY === undefined || env.JWT_PUBLIC_KEY === undefined) {
    throw new Error('Invalid configuration: set both JWT_PRIVATE_KEY and JWT_PUBLIC_KEY, or neither to use a generated key');
  }
  const configuredPair = { privateKeyPem: restoreNewlines(env.JWT_PRIVATE_KEY), publicKeyPem: restoreNewlines(env.JWT_PUBLIC_KEY) };
  try {
    assertRsaKeyPair(configuredPair);
  } catch (error) {
    throw new Error(`Invalid configuration: JWT_PRIVATE_KEY / JWT_PUBLIC_KEY: ${(error as Error).message}`, { cause: error });
  }
  return { configuredPair, keyEncryptionKey };
});

function readKeyEncryptionKey(value: string): Buffer {
  try {
    return parseKeyEncryptionKey(value);
  } catch (error) {
    throw new Error(`Invalid configuration: ${(error as Error).message}`, { cause: error });
  }
}

export type KeysConfig = ConfigType<typeof keysConfig>;
