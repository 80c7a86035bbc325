import { RequestMethod } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import type { ServerSettings } from './config/server-settings';
import { bodyParserErrors } from './http/body-parser-errors';
import { jsonOnly } from './http/json-only';
import { refuseDeepNesting } from './http/refuse-deep-nesting';
import { refuseNulCharacters } from './http/refuse-nul-characters';
import { ShutdownState } from './lifecycle/shutdown-state';
import { assignRequestId } from './logging/request-id';
import { logRequests } from './logging/request-log';
import { createValidationPipe } from './validation/validation-pipe';

/**
 * Everything that makes a service's HTTP side behave like every other service's: request ids and the
 * request log, security headers, JSON-only bodies with a size limit, readable body errors, no deeply
 * nested bodies, no NUL characters, the /api prefix (health outside it) and the validation pipe. Call before app.init().
 */
export function configureServerApp(app: NestExpressApplication, settings: Pick<ServerSettings, 'bodyLimit' | 'trustProxy'>): void {
  const shutdown = app.get(ShutdownState);
  app.set('trust proxy', settings.trustProxy);
  app.use(assignRequestId);
  app.use(logRequests);
  app.use((request: Request, response: Response, next: NextFunction) => {
    // Health probes do not keep a draining instance alive; real traffic does.
    if (!request.path.startsWith('/health')) shutdown.noteRequest();
    // While draining, clients and nginx are told not to reuse the connection, so they move on to another instance.
    if (shutdown.isDraining) response.setHeader('Connection', 'close');
    next();
  });
  app.use(helmet());
  app.use(jsonOnly);
  app.useBodyParser('json', { limit: settings.bodyLimit });
  app.use(bodyParserErrors);
  app.use(refuseDeepNesting);
  app.use(refuseNulCharacters);
  app.setGlobalPrefix('api', {
    exclude: ['health', 'health/live', 'health/ready'].map((path) => ({ path, method: RequestMethod.GET })),
  });
  app.useGlobalPipes(createValidationPipe());
}
