import { LoggerService, LogLevel } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import helmet from 'helmet';
import { AppModule } from './app.module';
import { HttpExceptionFilter } from './common/http-exception.filter';
import { mapRequestBodyErrors } from './common/request-body-errors';
import { createValidationPipe } from './common/validation.pipe';
import { AppConfig } from './config/app.config';
import { assertValidConfiguration } from './config/configuration';

/** Login bodies are two short strings; anything bigger is refused before it is parsed. */
export const BODY_LIMIT = '10kb';

export interface CreateAppOptions {
  logger?: LoggerService | LogLevel[] | false;
}

/** Builds the fully configured app; connecting to the database and migrating happen here, before it serves. */
export async function createApp(options: CreateAppOptions = {}): Promise<NestExpressApplication> {
  assertValidConfiguration();
  const app = await NestFactory.create<NestExpressApplication>(AppModule, {
    bodyParser: false,
    abortOnError: false,
    ...(options.logger === undefined ? {} : { logger: options.logger }),
  });
  configureApp(app);
  return app;
}

export function configureApp(app: NestExpressApplication): void {
  const { trustProxy } = app.get(ConfigService).getOrThrow<AppConfig>('app');
  app.set('trust proxy', trustProxy);
  app.use(helmet());
  app.useBodyParser('json', { limit: BODY_LIMIT });
  app.use(mapRequestBodyErrors);
  app.setGlobalPrefix('api', { exclude: ['health'] });
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new HttpExceptionFilter());
  app.enableShutdownHooks();
}
