import { ConfigType, registerAs } from '@nestjs/config';
import { Expose } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { validateEnvironment } from '../config/validate-environment';
import type { Role } from '../users/role';
import { parseRoleMap } from './role-map';

class OidcEnvironment {
  @Expose() @IsOptional() @IsString() NODE_ENV?: string;
  @Expose() @IsOptional() @IsString() OIDC_ISSUER?: string;
  @Expose() @IsOptional() @IsString() OIDC_CLIENT_ID?: string;
  @Expose() @IsOptional() @IsString() OIDC_CLIENT_SECRET?: string;
  @Expose() @IsString() OIDC_BUTTON_LABEL: string = 'Sign in with Microsoft';
  @Expose() @IsString() OIDC_ROLE_CLAIM: string = 'groups';
  @Expose() @IsString() OIDC_ROLE_MAP: string = '';
  @Expose() @IsIn(['true', 'false'], { message: 'OIDC_REQUIRED must be true or false' }) OIDC_REQUIRED: string = 'false';

  /** How often a session of a single sign-on user is renewed through the identity provider: at most 15 minutes. */
  @Expose()
  @Min(1, { message: 'OIDC_REFRESH_SECONDS must be from 1 to 900' })
  @Max(900, { message: 'OIDC_REFRESH_SECONDS must be from 1 to 900' })
  @IsInt({ message: 'OIDC_REFRESH_SECONDS must be a whole number' })
  OIDC_REFRESH_SECONDS: number = 900;
}

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  buttonLabel: string;
  roleClaim: string;
  roleMap: Map<string, Role>;
  required: boolean;
  refreshSeconds: number;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** An issuer must be https://, but outside production a loopback http:// one (a test stack's provider) is accepted. */
function checkIssuer(issuer: string, production: boolean): void {
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    throw new Error(`Invalid configuration: OIDC_ISSUER must be a URL (${issuer} is not)`);
  }
  if (url.protocol === 'https:') return;
  if (url.protocol === 'http:' && !production && LOOPBACK_HOSTS.has(url.hostname)) return;
  throw new Error(`Invalid configuration: OIDC_ISSUER must be an https:// URL${production ? '' : ' (http:// only on loopback, outside production)'}`);
}

/** Sign in with Microsoft (or any OpenID Connect provider): on when OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are all set. */
export const oidcConfig = registerAs('oidc', (): { settings: OidcSettings | null } => {
  const env = validateEnvironment(OidcEnvironment);
  const given = [env.OIDC_ISSUER, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET].filter((value) => value !== undefined && value !== '');
  if (given.length === 0) {
    if (env.OIDC_REQUIRED === 'true') throw new Error('Invalid configuration: OIDC_REQUIRED=true needs OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET');
    return { settings: null };
  }
  if (given.length < 3) throw new Error('Invalid configuration: set all of OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET (or OIDC_CLIENT_SECRET_FILE), or none');
  checkIssuer(env.OIDC_ISSUER as string, env.NODE_ENV === 'production');
  let roleMap: Map<string, Role>;
  try {
    roleMap = parseRoleMap(env.OIDC_ROLE_MAP);
  } catch (error) {
    throw new Error(`Invalid configuration: ${(error as Error).message}`, { cause: error });
  }
  if (roleMap.size === 0) throw new Error('Invalid configuration: OIDC_ROLE_MAP must map at least one group to a role (e.g. cms-admins=administrator)');
  return {
    settings: {
      issuer: env.OIDC_ISSUER as string,
      clientId: env.OIDC_CLIENT_ID as string,
      clientSecret: env.OIDC_CLIENT_SECRET as string,
      buttonLabel: env.OIDC_BUTTON_LABEL,
      roleClaim: env.OIDC_ROLE_CLAIM,
      roleMap,
      required: env.OIDC_REQUIRED === 'true',
      refreshSeconds: env.OIDC_REFRESH_SECONDS,
    },
  };
});

export type OidcConfig = ConfigType<typeof oidcConfig>;
