import { Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { ServerSettings } from '../config/server-settings';
import { defaultPinoLogger } from '../logging/process-logger';
import { PinoNestLogger } from '../logging/pino-nest-logger';
import { serveUntilStopped } from './serve';

/**
 * A service's main: JSON logs (pino) from the first line (configuration errors included), create the app, serve
 * until SIGTERM/SIGINT, with the metrics on their own port (METRICS_PORT). A failed start is logged in one line and exits with status 1, so an open database
 * pool from a half-finished start cannot keep the process alive.
 */
export function startService(name: string, createApp: () => Promise<NestExpressApplication>): void {
  Logger.overrideLogger(new PinoNestLogger(defaultPinoLogger()));
  const logger = new Logger('Bootstrap');
  createApp()
    .then(async (app) => {
      const settings = app.get(ConfigService).getOrThrow<ServerSettings>('app');
      await serveUntilStopped(app, settings);
      logger.log({ message: `${name} listening`, port: settings.port });
    })
    .catch((error: unknown) => {
      logger.error({ message: `${name} could not start`, reason: error instanceof Error ? error.message : String(error) });
      process.exit(1);
    });
}
