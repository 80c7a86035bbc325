import { LoggerService, LogLevel } from '@nestjs/common';
import { NestExpressApplication } from '@nestjs/platform-express';
import { createServerApp } from '@site/nest-server-kit';
import { AppModule } from './app.module';
import { assertValidConfiguration } from './config/configuration';

/** Builds the fully configured app; connecting to the database and migrating happen here, before it serves. */
export async function createApp(options: { logger?: LoggerService | LogLevel[] | false } = {}): Promise<NestExpressApplication> {
  assertValidConfiguration();
  return createServerApp(AppModule, options);
}
