import type { Response } from 'express';
import type { CachedResponse } from './cached-response';

/**
 * Sends a cached body with its ETag, already gzipped when the client takes gzip (nginx passes an
 * encoded body through instead of compressing it again on every request). `no-cache` lets clients
 * keep a copy but revalidate each time; Express answers 304 without a body when If-None-Match matches.
 */
export function sendCachedResponse(response: Response, cached: CachedResponse): void {
  const gzip = response.req.acceptsEncodings('gzip', 'identity') === 'gzip';
  response.setHeader('Cache-Control', 'no-cache');
  response.setHeader('Vary', 'Accept-Encoding');
  response.setHeader('Content-Type', cached.contentType);
  if (gzip) {
    response.setHeader('Content-Encoding', 'gzip');
    response.setHeader('ETag', cached.gzipEtag);
    response.send(cached.gzipped);
  } else {
    response.setHeader('ETag', cached.etag);
    response.send(cached.body);
  }
}
