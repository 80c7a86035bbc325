import { registerAs } from '@nestjs/config';
import { IsNumberString, IsString, Matches } from 'class-validator';
import { readEnvironment } from '../platform/config/read-environment';

class AppEnvironment {
  @IsNumberString({ no_symbols: true }, { message: 'PORT must be a port number' })
  PORT = '3003';

  /** An enquiry is a few kilobytes (the captcha token is the largest part); anything far larger is refused. */
  @Matches(/^\d+(?:b|kb|mb)?$/i, { message: 'BODY_LIMIT must be a size such as 64kb or 65536' })
  BODY_LIMIT = '64kb';

  @IsString()
  TRUST_PROXY = 'loopback, linklocal, uniquelocal';
}

export type TrustProxy = boolean | number | string;

export interface AppConfig {
  port: number;
  bodyLimit: string;
  trustProxy: TrustProxy;
}

/** Express's `trust proxy` setting: a boolean, a hop count, or a list of addresses and subnets. */
export function parseTrustProxy(value: string): TrustProxy {
  const trimmed = value.trim();
  if (trimmed === 'true' || trimmed === 'false') return trimmed === 'true';
  return /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
}

export const appConfig = registerAs('app', (): AppConfig => {
  const environment = readEnvironment(AppEnvironment);
  return { port: Number(environment.PORT), bodyLimit: environment.BODY_LIMIT, trustProxy: parseTrustProxy(environment.TRUST_PROXY) };
});
