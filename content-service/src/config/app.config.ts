import { registerAs } from '@nestjs/config';
import { IsIn, IsNumberString, IsString, Matches } from 'class-validator';
import { IsHttpUrl } from '../common/validation/is-http-url';
import { readEnvironment } from './read-environment';

class AppEnvironment {
  @IsNumberString({ no_symbols: true }, { message: 'PORT must be a port number' })
  PORT = '3002';

  @Matches(/^\d+(?:b|kb|mb)?$/i, { message: 'BODY_LIMIT must be a size such as 5mb, 512kb or 1048576' })
  BODY_LIMIT = '5mb';

  @IsString()
  TRUST_PROXY = 'loopback, linklocal, uniquelocal';

  @IsIn(['true', 'false'], { message: 'SEED_SAMPLE_CONTENT must be "true" or "false"' })
  SEED_SAMPLE_CONTENT = 'true';

  @IsHttpUrl({ message: 'SITE_URL must be an http:// or https:// URL' })
  SITE_URL = 'http://localhost:8080';
}

export type TrustProxy = boolean | number | string;

export interface AppConfig {
  port: number;
  bodyLimit: string;
  trustProxy: TrustProxy;
  seedSampleContent: boolean;
  siteUrl: string;
}

/** Express's `trust proxy` setting: a boolean, a hop count, or a list of addresses and subnets. */
export function parseTrustProxy(value: string): TrustProxy {
  const trimmed = value.trim();
  if (trimmed === 'true' || trimmed === 'false') {
    return trimmed === 'true';
  }
  return /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
}

export const appConfig = registerAs('app', (): AppConfig => {
  const environment = readEnvironment(AppEnvironment);
  return {
    port: Number(environment.PORT),
    bodyLimit: environment.BODY_LIMIT,
    trustProxy: parseTrustProxy(environment.TRUST_PROXY),
    seedSampleContent: environment.SEED_SAMPLE_CONTENT === 'true',
    siteUrl: environment.SITE_URL.replace(/\/+$/, ''),
  };
});
