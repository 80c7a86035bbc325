import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** nginx's $request_id is 32 hex digits; anything printable and short is kept, the rest replaced. */
const ACCEPTED_REQUEST_ID = /^[\w.:-]{1,128}$/;

const requestIds = new WeakMap<IncomingMessage, string>();

/** The id of a request: the one the front door sent in X-Request-Id, or one made here when absent. */
export function requestIdOf(request: IncomingMessage): string | undefined {
  return requestIds.get(request);
}

/** Middleware (Express's or an early answer's): gives each request its id and sends it back in the response's X-Request-Id. */
export function assignRequestId(request: IncomingMessage, response: ServerResponse, next: () => void): void {
  const sent = request.headers[REQUEST_ID_HEADER.toLowerCase()];
  const id = typeof sent === 'string' && ACCEPTED_REQUEST_ID.test(sent) ? sent : randomUUID();
  requestIds.set(request, id);
  response.setHeader(REQUEST_ID_HEADER, id);
  next();
}
