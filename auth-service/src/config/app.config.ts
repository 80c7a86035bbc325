import { ConfigType, registerAs } from '@nestjs/config';
import { readServerSettings } from '@site/nest-server-kit';

/** Login bodies are two short strings; anything bigger is refused before it is parsed. */
export const DEFAULT_BODY_LIMIT = '10kb';

export const appConfig = registerAs('app', () => readServerSettings({ port: 3001, bodyLimit: DEFAULT_BODY_LIMIT }));

export type AppConfig = ConfigType<typeof appConfig>;
