import { ConfigType, registerAs } from '@nestjs/config';
import { Expose } from 'class-transformer';
import { IsInt, IsString, Max, Min } from 'class-validator';
import { validateEnvironment } from '../config/validate-environment';

/** A staff session lasts one working day at most. */
export const MAX_TOKEN_TTL_SECONDS = 8 * 60 * 60;

class AuthEnvironment {
  @Expose()
  @IsString()
  JWT_ISSUER: string = 'it-services-auth';

  @Expose()
  @IsString()
  JWT_AUDIENCE: string = 'it-services-cms';

  @Expose()
  @Min(60, { message: 'JWT_TTL_SECONDS must be at least 60' })
  @Max(MAX_TOKEN_TTL_SECONDS, { message: `JWT_TTL_SECONDS must be at most ${MAX_TOKEN_TTL_SECONDS} (8 hours)` })
  @IsInt({ message: 'JWT_TTL_SECONDS must be a whole number' })
  JWT_TTL_SECONDS: number = MAX_TOKEN_TTL_SECONDS;
}

export const authConfig = registerAs('auth', () => {
  const env = validateEnvironment(AuthEnvironment);
  return { issuer: env.JWT_ISSUER, audience: env.JWT_AUDIENCE, tokenTtlSeconds: env.JWT_TTL_SECONDS };
});

export type AuthConfig = ConfigType<typeof authConfig>;
