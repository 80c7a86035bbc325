import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { requestIdOf } from './request-id';

const requestIds = new AsyncLocalStorage<string>();

/** The id of the request being handled, for log lines written while handling it. */
export function currentRequestId(): string | undefined {
  return requestIds.getStore();
}

/** Middleware (after assignRequestId): what runs for the request from here on knows its id (currentRequestId). */
export function bindRequestId(request: IncomingMessage, _response: ServerResponse, next: () => void): void {
  const id = requestIdOf(request);
  if (id === undefined) next();
  else requestIds.run(id, next);
}
