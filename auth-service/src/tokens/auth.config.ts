import { ConfigType, registerAs } from '@nestjs/config';
import { Expose } from 'class-transformer';
import { IsInt, IsString, Max, Min } from 'class-validator';
import { validateEnvironment } from '../config/validate-environment';

/** ASVS 3.3.2: a session ends after 30 minutes without activity and 12 hours after login at the latest. */
export const DEFAULT_IDLE_TIMEOUT_SECONDS = 30 * 60;
export const MAX_SESSION_SECONDS = 12 * 60 * 60;

class AuthEnvironment {
  @Expose()
  @IsString()
  JWT_ISSUER: string = 'it-services-auth';

  @Expose()
  @IsString()
  JWT_AUDIENCE: string = 'it-services-cms';

  @Expose()
  @Min(60, { message: 'SESSION_IDLE_TIMEOUT_SECONDS must be at least 60' })
  @Max(2 * 60 * 60, { message: 'SESSION_IDLE_TIMEOUT_SECONDS must be at most 7200 (2 hours)' })
  @IsInt({ message: 'SESSION_IDLE_TIMEOUT_SECONDS must be a whole number' })
  SESSION_IDLE_TIMEOUT_SECONDS: number = DEFAULT_IDLE_TIMEOUT_SECONDS;

  @Expose()
  @Min(60, { message: 'SESSION_ABSOLUTE_TIMEOUT_SECONDS must be at least 60' })
  @Max(MAX_SESSION_SECONDS, { message: `SESSION_ABSOLUTE_TIMEOUT_SECONDS must be at most ${MAX_SESSION_SECONDS} (12 hours)` })
  @IsInt({ message: 'SESSION_ABSOLUTE_TIMEOUT_SECONDS must be a whole number' })
  SESSION_ABSOLUTE_TIMEOUT_SECONDS: number = MAX_SESSION_SECONDS;
}

export const authConfig = registerAs('auth', () => {
  const env = validateEnvironment(AuthEnvironment);
  return {
    issuer: env.JWT_ISSUER,
    audience: env.JWT_AUDIENCE,
    idleTimeoutSeconds: env.SESSION_IDLE_TIMEOUT_SECONDS,
    absoluteTimeoutSeconds: env.SESSION_ABSOLUTE_TIMEOUT_SECONDS,
  };
});

export type AuthConfig = ConfigType<typeof authConfig>;
