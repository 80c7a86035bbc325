import { registerAs } from '@nestjs/config';
import { readServerSettings, type ServerSettings, validateEnvironment } from '@site/nest-server-kit';
import { IsIn } from 'class-validator';
import { IsHttpUrl } from '@site/nest-server-kit';

class ContentEnvironment {
  @IsIn(['true', 'false'], { message: 'SEED_SAMPLE_CONTENT must be "true" or "false"' })
  SEED_SAMPLE_CONTENT = 'true';

  @IsHttpUrl({ message: 'SITE_URL must be an http:// or https:// URL' })
  SITE_URL = 'http://localhost:8080';
}

export interface AppConfig extends ServerSettings {
  seedSampleContent: boolean;
  siteUrl: string;
}

export const appConfig = registerAs('app', (): AppConfig => {
  const environment = validateEnvironment(ContentEnvironment);
  return {
    ...readServerSettings({ port: 3002, bodyLimit: '5mb' }),
    seedSampleContent: environment.SEED_SAMPLE_CONTENT === 'true',
    siteUrl: environment.SITE_URL.replace(/\/+$/, ''),
  };
});
