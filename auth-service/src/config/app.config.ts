import { ConfigType, registerAs } from '@nestjs/config';
import { Expose } from 'class-transformer';
import { IsInt, IsString, Max, Min } from 'class-validator';
import { parseTrustProxy } from './trust-proxy';
import { validateEnvironment } from './validate-environment';

class AppEnvironment {
  @Expose()
  @Min(1, { message: 'PORT must be between 1 and 65535' })
  @Max(65535, { message: 'PORT must be between 1 and 65535' })
  @IsInt({ message: 'PORT must be a whole number' })
  PORT: number = 3001;

  @Expose()
  @IsString()
  TRUST_PROXY: string = 'loopback, linklocal, uniquelocal';
}

export const appConfig = registerAs('app', () => {
  const env = validateEnvironment(AppEnvironment);
  return { port: env.PORT, trustProxy: parseTrustProxy(env.TRUST_PROXY) };
});

export type AppConfig = ConfigType<typeof appConfig>;
