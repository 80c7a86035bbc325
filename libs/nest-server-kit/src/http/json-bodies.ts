import type { NextFunction, Request, RequestHandler, Response } from 'express';
import bytes from 'bytes';
import { json } from 'express';
import type { TokenCheck } from '../auth/token-verifier';

/** A route that may carry a body larger than the others', such as a content write. */
export interface LargeBodyRoute {
  method: string;
  /** Matched against the path without the query (`/api/cms/content/12`). */
  path: RegExp;
}

export interface LargeBodies {
  routes: LargeBodyRoute[];
  /** The limit of every other route (an express size: '64kb'); the large routes get the service's bodyLimit. */
  otherRoutesLimit: string;
}

const BEARER_TOKEN = /^bearer\s+(\S+)\s*$/i;

/** The body parser's own "too large" error, so bodyParserErrors gives it the usual 413 answer. */
function tooLarge(): Error {
  return Object.assign(new Error('The request body is too large'), { type: 'entity.too.large', status: 413, expose: true });
}

/**
 * Parses JSON bodies up to `limit`. A body whose Content-Length is already over it is refused at once,
 * without being read or parsed. The connection stays open and Node's server reads and drops the rest of the
 * body after the answer: closing it instead, with the body still arriving, resets the connection, and nginx,
 * still sending, then answered 502 in place of the 413 now and then. nginx's client_max_body_size (and the
 * npm start gateway's limit) bound what is dropped.
 */
function jsonUpTo(limit: string): RequestHandler {
  const parse = json({ limit });
  const limitBytes = bytes.parse(limit) ?? 0;
  return (request, response, next) => {
    // Only JSON is limited here: a multipart upload (jsonOrMultipartOnly) is limited by its own handler.
    if (!request.is('application/json')) {
      next();
      return;
    }
    if (Number(request.headers['content-length'] ?? 0) > limitBytes) {
      next(tooLarge());
      return;
    }
    parse(request, response, next);
  };
}

/**
 * The JSON body parser. Without `largeBodies`, every route reads up to `bodyLimit`. With it, only the
 * listed routes do, and only for a request whose staff token is valid, checked before a byte of the body
 * is read: anyone else's large body is refused with 413 by the smaller limit, and a small body without
 * a token still reaches the guard's 401.
 */
export function jsonBodies(
  bodyLimit: string,
  largeBodies?: LargeBodies & { verify: (token: string) => Promise<TokenCheck> },
): RequestHandler {
  const parseUpToBodyLimit = jsonUpTo(bodyLimit);
  if (!largeBodies) return parseUpToBodyLimit;
  const parseUpToOtherLimit = jsonUpTo(largeBodies.otherRoutesLimit);
  const isLargeBodyRoute = (request: Request) =>
    largeBodies.routes.some((route) => route.method === request.method && route.path.test(request.path));

  return (request: Request, response: Response, next: NextFunction) => {
    const token = BEARER_TOKEN.exec(request.headers.authorization ?? '')?.[1];
    if (!token || !isLargeBodyRoute(request)) {
      parseUpToOtherLimit(request, response, next);
      return;
    }
    largeBodies.verify(token).then(
      (check) => (check.outcome === 'valid' ? parseUpToBodyLimit : parseUpToOtherLimit)(request, response, next),
      next,
    );
  };
}
