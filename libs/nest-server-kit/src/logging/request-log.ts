import { Logger } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { requestIdOf } from './request-id';

const logger = new Logger('HTTP');

/** Longest path written to the log, so a huge URL cannot make a huge line. */
const MAX_LOGGED_PATH = 512;

/** The address a request came from, as Express works it out from the socket and TRUST_PROXY. */
export type ClientAddressOf = (request: IncomingMessage) => string | undefined;

/**
 * Middleware (Express's or an early answer's): one log line per request when its response is finished (or
 * the client went away), with the request id. Successful health checks are left out: probes every few
 * seconds would drown the log.
 */
export function logRequests(clientAddressOf: ClientAddressOf) {
  return (request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    const started = process.hrtime.bigint();
    // Express keeps the URL as received in originalUrl while routing rewrites url; early answers see it unchanged.
    const url = (request as { originalUrl?: string }).originalUrl ?? request.url ?? '';
    response.once('close', () => {
      const path = url.slice(0, MAX_LOGGED_PATH);
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
        ip: clientAddressOf(request),
      });
    });
    next();
  };
}
