import { createPublicKey } from 'node:crypto';
import { registerAs } from '@nestjs/config';
import { IsOptional, IsString } from 'class-validator';
import { IsHttpUrl } from '../platform/http/is-http-url';
import { readEnvironment } from '../platform/config/read-environment';

class AuthEnvironment {
  @IsHttpUrl({ message: 'AUTH_JWKS_URL must be an http:// or https:// URL' })
  AUTH_JWKS_URL = 'http://127.0.0.1:3001/api/auth/.well-known/jwks.json';

  @IsOptional()
  @IsString()
  JWT_PUBLIC_KEY: string | undefined = undefined;

  @IsString()
  JWT_ISSUER = 'it-services-auth';

  @IsString()
  JWT_AUDIENCE = 'it-services-cms';
}

export interface AuthConfig {
  jwksUrl: string;
  /** PEM of the auth service's RSA public key; when set, used instead of the JWKS. */
  publicKey?: string;
  issuer: string;
  audience: string;
}

/** Accepts a PEM with real line breaks or with `\n` escapes, as env files often carry it. */
function readRsaPublicKey(pem: string): string {
  const normalised = pem.replace(/\\n/g, '\n').trim();
  try {
    const key = createPublicKey(normalised);
    if (key.asymmetricKeyType !== 'rsa') {
      throw new Error('not an RSA key');
    }
  } catch {
    throw new Error('Invalid configuration: JWT_PUBLIC_KEY must be the PEM of an RSA public key');
  }
  return normalised;
}

export const authConfig = registerAs('auth', (): AuthConfig => {
  const environment = readEnvironment(AuthEnvironment);
  return {
    jwksUrl: environment.AUTH_JWKS_URL,
    publicKey: environment.JWT_PUBLIC_KEY ? readRsaPublicKey(environment.JWT_PUBLIC_KEY) : undefined,
    issuer: environment.JWT_ISSUER,
    audience: environment.JWT_AUDIENCE,
  };
});
