import type { INestApplication } from '@nestjs/common';
import type { Logger } from 'pino';
import { createPinoLogger } from './pino-logger';

let processLogger: Logger | undefined;

/** The process's one pino logger (stdout, LOG_LEVEL, LOG_FORMAT), made on first use. */
export function defaultPinoLogger(): Logger {
  processLogger ??= createPinoLogger();
  return processLogger;
}

const requestLoggers = new WeakMap<INestApplication, Logger>();

/** The logger an app's request log writes to (createServerApp's `requestLog`), the process's unless set. */
export function requestLoggerOf(app: INestApplication): Logger {
  return requestLoggers.get(app) ?? defaultPinoLogger();
}

export function setRequestLogger(app: INestApplication, logger: Logger): void {
  requestLoggers.set(app, logger);
}
