import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { errorBody } from '../errors/error-body';
import { hasBody } from './has-body';
import type { LargeBodyRoute } from './json-bodies';

export const JSON_ONLY = 'Send the request body as JSON (Content-Type: application/json)';

/** The APIs read JSON only; any other request body is refused with 415 rather than read as empty. */
export function jsonOnly(request: Request, response: Response, next: NextFunction): void {
  if (hasBody(request) && !request.is('application/json')) {
    response.status(415).json(errorBody(415, JSON_ONLY));
    return;
  }
  next();
}

/**
 * jsonOnly, except that the given routes may also carry multipart/form-data (file uploads), which their
 * own handler reads with its own limit, after the token guard.
 */
export function jsonOrMultipartOnly(multipartRoutes: readonly LargeBodyRoute[]): RequestHandler {
  return (request, response, next) => {
    const takesMultipart = multipartRoutes.some((route) => route.method === request.method && route.path.test(request.path));
    if (takesMultipart && hasBody(request) && request.is('multipart/form-data')) {
      next();
      return;
    }
    jsonOnly(request, response, next);
  };
}
