import { Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { serveUntilStopped } from '@site/nest-server-kit';
import { createApp } from './app';
import type { AppConfig } from './config/app.config';

async function bootstrap(): Promise<void> {
  const app = await createApp();
  const settings = app.get(ConfigService).getOrThrow<AppConfig>('app');
  await serveUntilStopped(app, settings);
  Logger.log(`Enquiry service listening on port ${settings.port}`, 'Bootstrap');
}

bootstrap().catch((error: unknown) => {
  Logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error), 'Bootstrap');
  process.exit(1);
});
