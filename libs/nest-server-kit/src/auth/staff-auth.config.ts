import { createPublicKey } from 'node:crypto';
import { registerAs } from '@nestjs/config';
import { IsOptional, IsString, Matches } from 'class-validator';
import { validateEnvironment } from '../config/validate-environment';
import { IsHttpUrl } from '../validation/is-http-url';
import type { StaffAuthConfig } from './staff-auth.module';

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

  @IsOptional()
  @IsHttpUrl({ message: 'AUTH_REVOKED_SESSIONS_URL must be an http:// or https:// URL' })
  AUTH_REVOKED_SESSIONS_URL: string | undefined = undefined;

  @IsOptional()
  @IsHttpUrl({ message: 'AUTH_ACCESS_DENIED_URL must be an http:// or https:// URL' })
  AUTH_ACCESS_DENIED_URL: string | undefined = undefined;

  @Matches(/^([1-9]|[12]\d|30)$/, { message: 'SESSION_REVOCATION_POLL_SECONDS must be a whole number from 1 to 30' })
  SESSION_REVOCATION_POLL_SECONDS = '20';
}

/** A logout must reach every instance within this; a list older than it is refetched before it is trusted. */
const REVOCATION_MAX_AGE_SECONDS = 55;

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

/** The settings StaffAuthModule reads (config key `auth`): where the key set and revoked sessions are, and the token claims. */
export const staffAuthConfig = registerAs('auth', (): StaffAuthConfig => {
  const environment = validateEnvironment(AuthEnvironment);
  const revokedSessionsUrl = environment.AUTH_REVOKED_SESSIONS_URL ?? new URL('../sessions/revoked', environment.AUTH_JWKS_URL).toString();
  return {
    jwksUrl: environment.AUTH_JWKS_URL,
    publicKey: environment.JWT_PUBLIC_KEY ? readRsaPublicKey(environment.JWT_PUBLIC_KEY) : undefined,
    issuer: environment.JWT_ISSUER,
    audience: environment.JWT_AUDIENCE,
    revokedSessionsUrl,
    revocationPollSeconds: Number(environment.SESSION_REVOCATION_POLL_SECONDS),
    revocationMaxAgeSeconds: REVOCATION_MAX_AGE_SECONDS,
    // Beside the revoked sessions list (…/api/auth/activity/access-denied): the same auth-service.
    accessDeniedUrl: environment.AUTH_ACCESS_DENIED_URL ?? new URL('../activity/access-denied', revokedSessionsUrl).toString(),
    // GET /api/auth/me, beside them too: where a service learns a staff member's e-mail address with their own token.
    accountUrl: new URL('../me', revokedSessionsUrl).toString(),
  };
});
