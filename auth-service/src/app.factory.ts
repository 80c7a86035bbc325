import { LoggerService, LogLevel } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { configureServerApp, createServiceLogger } from '@site/nest-server-kit';
import { AppModule } from './app.module';
import { AppConfig } from './config/app.config';
import { assertValidConfiguration } from './config/configuration';

export interface CreateAppOptions {
  logger?: LoggerService | LogLevel[] | false;
}

/** Builds the fully configured app; connecting to the database and migrating happen here, before it serves. */
export async function createApp(options: CreateAppOptions = {}): Promise<NestExpressApplication> {
  assertValidConfiguration();
  const app = await NestFactory.create<NestExpressApplication>(AppModule, {
    bodyParser: false,
    abortOnError: false,
    logger: options.logger ?? createServiceLogger(),
  });
  configureServerApp(app, app.get(ConfigService).getOrThrow<AppConfig>('app'));
  return app;
}
