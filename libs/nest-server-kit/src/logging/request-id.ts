import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** nginx's $request_id is 32 hex digits; anything printable and short is kept, the rest replaced. */
const ACCEPTED_REQUEST_ID = /^[\w.:-]{1,128}$/;

const requestIds = new WeakMap<Request, string>();

/** The id of a request: the one the front door sent in X-Request-Id, or one made here when absent. */
export function requestIdOf(request: Request): string | undefined {
  return requestIds.get(request);
}

/** Express middleware: gives each request its id and sends it back in the response's X-Request-Id. */
export function assignRequestId(request: Request, response: Response, next: NextFunction): void {
  const sent = request.get(REQUEST_ID_HEADER);
  const id = sent !== undefined && ACCEPTED_REQUEST_ID.test(sent) ? sent : randomUUID();
  requestIds.set(request, id);
  response.setHeader(REQUEST_ID_HEADER, id);
  next();
}
