import type { NextFunction, Request, Response } from 'express';
import { errorBody } from '../errors/error-body';

/** Deeper than any body these APIs take; class-transformer and class-validator recurse without a limit. */
export const MAX_BODY_DEPTH = 16;

function depthExceeds(value: unknown, remaining: number): boolean {
  if (typeof value !== 'object' || value === null) {
    return false;
  }
  if (remaining === 0) {
    return true;
  }
  return Object.values(value).some((item) => depthExceeds(item, remaining - 1));
}

/** Express middleware, after the body parser: a body nested deeper than MAX_BODY_DEPTH is refused with 400. */
export function refuseDeepNesting(request: Request, response: Response, next: NextFunction): void {
  if (depthExceeds(request.body, MAX_BODY_DEPTH)) {
    response.status(400).json(errorBody(400, `The request body is nested more than ${MAX_BODY_DEPTH} levels deep`));
    return;
  }
  next();
}
