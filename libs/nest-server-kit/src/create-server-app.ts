import type { LoggerService, LogLevel, Type } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { ServerSettings } from './config/server-settings';
import { configureServerApp } from './configure-app';
import { createServiceLogger } from './logging/service-logger';

export interface CreateServerAppOptions {
  /** A logger, log levels, or false for none (tests); the JSON service logger by default. */
  logger?: LoggerService | LogLevel[] | false;
  /** The ConfigService key of the service's ServerSettings (readServerSettings). */
  settingsKey?: string;
}

/**
 * Creates the app from the root module and configures it as every service is (configureServerApp).
 * Start-up errors are thrown to the caller instead of exiting, so main.ts can say why and tests can assert it.
 */
export async function createServerApp(rootModule: Type<unknown>, options: CreateServerAppOptions = {}): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(rootModule, {
    bodyParser: false,
    abortOnError: false,
    logger: options.logger ?? createServiceLogger(),
  });
  configureServerApp(app, app.get(ConfigService).getOrThrow<ServerSettings>(options.settingsKey ?? 'app'));
  return app;
}
