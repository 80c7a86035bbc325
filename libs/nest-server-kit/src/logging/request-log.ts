import { Logger } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { requestIdOf } from './request-id';

const logger = new Logger('HTTP');

/** Longest path written to the log, so a huge URL cannot make a huge line. */
const MAX_LOGGED_PATH = 512;

/**
 * Express middleware: one log line per request when its response is finished (or the client went away),
 * with the request id. Successful health checks are left out: probes every few seconds would drown the log.
 */
export function logRequests(request: Request, response: Response, next: NextFunction): void {
  const started = process.hrtime.bigint();
  response.once('close', () => {
    const path = request.originalUrl.slice(0, MAX_LOGGED_PATH);
    if (response.statusCode < 400 && /^\/health(?:\/|$|\?)/.test(path)) {
      return;
    }
    logger.log({
      message: 'request',
      requestId: requestIdOf(request),
      method: request.method,
      path,
      status: response.statusCode,
      durationMs: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
      finished: response.writableFinished,
      ip: request.ip,
    });
  });
  next();
}
