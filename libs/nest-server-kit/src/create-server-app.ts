import type { LoggerService, LogLevel, Type } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import pino, { type Logger } from 'pino';
import type { ServerSettings } from './config/server-settings';
import { configureServerApp } from './configure-app';
import { defaultPinoLogger, setRequestLogger } from './logging/process-logger';
import { PinoNestLogger } from './logging/pino-nest-logger';

export interface CreateServerAppOptions {
  /** A logger, log levels, or false for none (tests); the process's pino logger (JSON on stdout) by default. */
  logger?: LoggerService | LogLevel[] | false;
  /**
   * Where the one-line-per-request log goes: the process's pino logger by default; none when `logger` is
   * given and this is not (tests read it with recordingPinoLogger from the testing entry point).
   */
  requestLog?: Logger;
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
    logger: options.logger ?? new PinoNestLogger(defaultPinoLogger()),
  });
  setRequestLogger(app, options.requestLog ?? (options.logger === undefined ? defaultPinoLogger() : pino({ level: 'silent' })));
  configureServerApp(app, app.get(ConfigService).getOrThrow<ServerSettings>(options.settingsKey ?? 'app'));
  return app;
}
