import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { requestIdOf } from './request-id';

/** Longest path written to the log, so a huge URL cannot make a huge line. */
const MAX_LOGGED_PATH = 512;

/** The address a request came from, as Express works it out from the socket and TRUST_PROXY. */
export type ClientAddressOf = (request: IncomingMessage) => string | undefined;

const isHealthCheck = (path: string): boolean => /^\/health(?:\/|$)/.test(path);

/** The path without its query string (which may carry search terms or other personal data), cut to MAX_LOGGED_PATH. */
export function loggedPath(request: IncomingMessage): string {
  // Express keeps the URL as received in originalUrl while routing rewrites url; early answers see it unchanged.
  const url = (request as { originalUrl?: string }).originalUrl ?? request.url ?? '';
  const queryStart = url.indexOf('?');
  return (queryStart === -1 ? url : url.slice(0, queryStart)).slice(0, MAX_LOGGED_PATH);
}

/**
 * Middleware (Express's or an early answer's; after assignRequestId): pino-http writes one line per request
 * when its response is finished or the client went away: `{"message":"request","requestId","method","path",
 * "status","durationMs","finished","ip"}`. No headers, query strings or bodies, so no token, cookie,
 * password or enquiry field reaches it. Successful health checks are left out: probes every few seconds
 * would drown the log. 5xx answers are logged at error level.
 */
export function logRequests(logger: Logger, clientAddressOf: ClientAddressOf) {
  const middleware = pinoHttp({
    logger,
    genReqId: (request) => requestIdOf(request) ?? '',
    customAttributeKeys: { reqId: 'requestId', responseTime: 'durationMs' },
    quietReqLogger: true,
    wrapSerializers: false,
    serializers: { req: () => undefined, res: () => undefined, err: () => undefined },
    customLogLevel: (request, response) => {
      if (response.statusCode < 400 && isHealthCheck(loggedPath(request))) return 'silent';
      return response.statusCode >= 500 ? 'error' : 'info';
    },
    customSuccessMessage: () => 'request',
    customErrorMessage: () => 'request',
    customSuccessObject: (request, response, value: Record<string, unknown>) => lineOf(request, response, value, clientAddressOf),
    customErrorObject: (request, response, _error, value: Record<string, unknown>) => lineOf(request, response, value, clientAddressOf),
  });
  return (request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    middleware(request, response);
    next();
  };
}

function lineOf(request: IncomingMessage, response: ServerResponse, value: Record<string, unknown>, clientAddressOf: ClientAddressOf) {
  return {
    requestId: value.requestId,
    method: request.method,
    path: loggedPath(request),
    status: response.statusCode,
    durationMs: value.durationMs,
    finished: response.writableFinished,
    ip: clientAddressOf(request),
  };
}
