import type { LoggerService, LogLevel } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createServerApp } from '@site/nest-server-kit';
import { AppModule } from './app.module';
import { assertValidConfiguration } from './config/configuration';

/** Builds, configures and initialises the app: migrations have run and the outbox is working. */
export async function createApp(options: { logger?: LoggerService | LogLevel[] | false } = {}): Promise<NestExpressApplication> {
  assertValidConfiguration();
  const app = await createServerApp(AppModule, options);
  await app.init();
  return app;
}
