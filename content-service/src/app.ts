import { type LogLevel, RequestMethod } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import helmet from 'helmet';
import { AppModule } from './app.module';
import { bodyParserErrorHandler } from './common/body-parser-error.handler';
import { jsonOnly } from './common/json-only.middleware';
import { createValidationPipe } from './common/validation.pipe';
import type { AppConfig } from './config/app.config';
import { assertValidConfiguration } from './config/configuration';

export interface CreateAppOptions {
  /** Log levels to print, or false for none (tests). */
  logger?: LogLevel[] | false;
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

/** Builds, configures and initialises the app: migrations have run and sample content is seeded. */
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
