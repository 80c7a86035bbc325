import { ConfigType, registerAs } from '@nestjs/config';
import { Expose } from 'class-transformer';
import { IsOptional, IsString } from 'class-validator';
import { validateEnvironment } from '../config/validate-environment';
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
}

/** PEMs passed through env files often arrive on one line with literal "\n" sequences. */
const restoreNewlines = (pem: string): string => pem.replace(/\\n/g, '\n').trim() + '\n';

export const keysConfig = registerAs('keys', (): { configuredPair: PemKeyPair | null } => {
  const env = validateEnvironment(KeysEnvironment);
  if (env.JWT_PRIVATE_KEY === undefined && env.JWT_PUBLIC_KEY === undefined) {
    return { configuredPair: null };
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
  return { configuredPair };
});

export type KeysConfig = ConfigType<typeof keysConfig>;
