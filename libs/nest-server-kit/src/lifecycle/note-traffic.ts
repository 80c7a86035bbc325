import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ShutdownState } from './shutdown-state';

/**
 * Middleware (Express's or an early answer's): real traffic keeps a draining instance alive, health probes
 * do not; while draining, clients and nginx are told not to reuse the connection, so they move on to
 * another instance.
 */
export function noteTraffic(shutdown: ShutdownState) {
  return (request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    if (!request.url?.startsWith('/health')) {
      shutdown.noteRequest();
      // The quiet time counts from the end of the last answer: a slow request (a password hash on a busy
      // machine) must not let the instance close right after it, while its client may send the next one.
      response.once('finish', () => shutdown.noteRequest());
    }
    if (shutdown.isDraining) response.setHeader('Connection', 'close');
    next();
  };
}
