import type { NextFunction, Request, Response } from 'express';
import { errorBody } from './error-body';

function hasBody(request: Request): boolean {
  return request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;
}

/** The API reads JSON only; any other request body is refused with 415 rather than read as empty. */
export function jsonOnly(request: Request, response: Response, next: NextFunction): void {
  if (hasBody(request) && !request.is('application/json')) {
    response.status(415).json(errorBody(415, 'Send the request body as JSON (Content-Type: application/json).'));
    return;
  }
  next();
}
