import { type LoggerService, type LogLevel, RequestMethod } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import helmet from 'helmet';
import { AppModule } from './app.module';
import type { AppConfig } from './config/app.config';
import { assertValidConfiguration } from './config/configuration';
import { bodyParserErrorHandler } from './platform/http/body-parser-error.handler';
import { jsonOnly } from './platform/http/json-only.middleware';
import { createValidationPipe } from './platform/http/validation.pipe';

export interface CreateAppOptions {
  /** Log levels to print, a logger to send them to, or false for none (tests). */
  logger?: LogLevel[] | LoggerService | false;
}

/** Everything that makes the HTTP app behave as in production; tests call it through createApp(). */
export function configureApp(app: NestExpressApplication): void {
  const config = app.get(ConfigService).getOrThrow<AppConfig>('app');
  app.set('trust proxy', config.trustProxy);
  app.use(helmet());
  app.use(jsonOnly);
  app.useBodyParser('json', { limit: config.bodyLimit });
  app.use(bodyParserErrorHandler);
  app.setGlobalPrefix('api', { exclude: [{ path: 'health', method: RequestMethod.GET }] });
  app.useGlobalPipes(createValidationPipe());
}

/** Builds, configures and initialises the app: migrations have run and the outbox is working. */
export async function createApp(options: CreateAppOptions = {}): Promise<NestExpressApplication> {
  assertValidConfiguration();
  const app = await NestFactory.create<NestExpressApplication>(AppModule, {
    bodyParser: false,
    // Start-up errors are thrown to the caller (main.ts logs them and exits) instead of exiting here.
    abortOnError: false,
    ...(options.logger !== undefined ? { logger: options.logger } : {}),
  });
  configureApp(app);
  await app.init();
  return app;
}
