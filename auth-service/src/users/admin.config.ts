import { ConfigType, registerAs } from '@nestjs/config';
import { Expose } from 'class-transformer';
import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { validateEnvironment } from '../config/validate-environment';
import { passwordProblem } from '../passwords/password-strength';
import { USERNAME_MAX_LENGTH } from './user-fields';

/**
 * Documented development-only default; production refuses it (see PLACEHOLDER_PASSWORDS), and any password
 * the strength rules refuse. The first administrator only: once any user exists these are not read again.
 */
export const DEVELOPMENT_ADMIN_PASSWORD = 'admin-dev-password';

const PLACEHOLDER_PASSWORDS = new Set(['change-me', 'changeme', 'change_me', 'password', DEVELOPMENT_ADMIN_PASSWORD]);

class AdminEnvironment {
  @Expose()
  @IsOptional()
  @IsString()
  NODE_ENV?: string;

  @Expose()
  @IsString()
  @MaxLength(USERNAME_MAX_LENGTH, { message: `ADMIN_USERNAME must be at most ${USERNAME_MAX_LENGTH} characters` })
  ADMIN_USERNAME: string = 'admin';

  @Expose()
  @IsOptional()
  @IsString()
  @MinLength(1)
  ADMIN_PASSWORD?: string;
}

export const adminConfig = registerAs('admin', () => {
  const env = validateEnvironment(AdminEnvironment);
  const password = env.ADMIN_PASSWORD;
  if (env.NODE_ENV === 'production' && (password === undefined || PLACEHOLDER_PASSWORDS.has(password.toLowerCase()))) {
    throw new Error(
      'ADMIN_PASSWORD must be set to a real password when NODE_ENV=production (it is missing or a placeholder); refusing to start.',
    );
  }
  const username = env.ADMIN_USERNAME.trim();
  const weakness = env.NODE_ENV === 'production' && password !== undefined ? passwordProblem(password, [username]) : null;
  if (weakness) {
    throw new Error(`ADMIN_PASSWORD is refused when NODE_ENV=production: ${weakness}; refusing to start.`);
  }
  return {
    username,
    password: password ?? DEVELOPMENT_ADMIN_PASSWORD,
    usesDevelopmentDefault: password === undefined,
  };
});

export type AdminConfig = ConfigType<typeof adminConfig>;
