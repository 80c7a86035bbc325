import { registerAs } from '@nestjs/config';
import { readServerSettings, type ServerSettings } from '@site/nest-server-kit';

export type AppConfig = ServerSettings;

/** An enquiry is a few kilobytes (the captcha token is the largest part): bodies over 64 KB are refused. */
export const appConfig = registerAs('app', (): AppConfig => readServerSettings({ port: 3003, bodyLimit: '64kb' }));
