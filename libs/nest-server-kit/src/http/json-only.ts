import type { NextFunction, Request, Response } from 'express';
import { errorBody } from '../errors/error-body';
import { hasBody } from './has-body';

export const JSON_ONLY = 'Send the request body as JSON (Content-Type: application/json)';

/** The APIs read JSON only; any other request body is refused with 415 rather than read as empty. */
export function jsonOnly(request: Request, response: Response, next: NextFunction): void {
  if (hasBody(request) && !request.is('application/json')) {
    response.status(415).json(errorBody(415, JSON_ONLY));
    return;
  }
  next();
}
