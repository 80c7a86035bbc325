import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { serveUntilStopped } from '@site/nest-server-kit';
import { createApp } from './app.factory';
import { AppConfig } from './config/app.config';

async function bootstrap(): Promise<void> {
  const app = await createApp();
  const settings = app.get(ConfigService).getOrThrow<AppConfig>('app');
  await serveUntilStopped(app, settings);
  Logger.log(`auth-service listening on port ${settings.port}`, 'Bootstrap');
}

// Nest has already logged the details of a failure inside a module; this line says why the process stops.
bootstrap().catch((error: unknown) => {
  Logger.error(error instanceof Error ? error.message : String(error), 'Bootstrap');
  // An open database pool from a half-finished start would otherwise keep the process alive.
  process.exit(1);
});
