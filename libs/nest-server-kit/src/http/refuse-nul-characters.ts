import type { NextFunction, Request, Response } from 'express';
import { errorBody } from '../errors/error-body';

const NUL = '\u0000';
/** Deeper bodies are refused before this middleware runs (refuseDeepNesting). */
const MAX_DEPTH = 32;

/** The path of the first text (key or value) in `value` that holds a NUL character, '' for the value itself. */
function nulPath(value: unknown, path: string, depth: number): string | undefined {
  if (typeof value === 'string') {
    return value.includes(NUL) ? path : undefined;
  }
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH) {
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (key.includes(NUL)) return itemPath;
    const found = nulPath(item, itemPath, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

function decodedPath(request: Request): string | undefined {
  try {
    return decodeURIComponent(request.path);
  } catch {
    return undefined;
  }
}

/**
 * Express middleware, after the body parser: Postgres cannot store a NUL character in text, so a path,
 * query or body holding one is refused here with 400 instead of failing in the database. A path that
 * is not valid percent-encoding is refused too.
 */
export function refuseNulCharacters(request: Request, response: Response, next: NextFunction): void {
  const path = decodedPath(request);
  if (path === undefined) {
    response.status(400).json(errorBody(400, 'The request path is not valid URL encoding'));
    return;
  }
  if (path.includes(NUL) || /%00/i.test(request.originalUrl)) {
    response.status(400).json(errorBody(400, 'The request address must not contain NUL characters'));
    return;
  }
  const field = nulPath(request.body, '', 0);
  if (field !== undefined) {
    response.status(400).json(errorBody(400, field ? `${field} must not contain NUL characters` : 'The request body must not contain NUL characters'));
    return;
  }
  next();
}
