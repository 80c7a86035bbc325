import type { LoggerService, LogLevel } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { configureServerApp, createServiceLogger } from '@site/nest-server-kit';
import { AppModule } from './app.module';
import type { AppConfig } from './config/app.config';
import { assertValidConfiguration } from './config/configuration';

export interface CreateAppOptions {
  /** A logger, log levels to print, or false for none (tests). */
  logger?: LoggerService | LogLevel[] | false;
}

/** Builds, configures and initialises the app: migrations have run and sample content is seeded. */
export async function createApp(options: CreateAppOptions = {}): Promise<NestExpressApplication> {
  assertValidConfiguration();
  const app = await NestFactory.create<NestExpressApplication>(AppModule, {
    bodyParser: false,
    // Start-up errors are thrown to the caller (main.ts logs them and exits) instead of exiting here.
    abortOnError: false,
    logger: options.logger ?? createServiceLogger(),
  });
  configureServerApp(app, app.get(ConfigService).getOrThrow<AppConfig>('app'));
  await app.init();
  return app;
}
