import type { Response } from 'express';
import type { CachedResponse } from './cached-response';

/**
 * Sends a cached JSON body with its ETag. `no-cache` lets clients keep a copy but revalidate each
 * time; Express answers 304 without a body when If-None-Match matches.
 */
export function sendCachedResponse(response: Response, cached: CachedResponse): void {
  response.setHeader('Cache-Control', 'no-cache');
  response.setHeader('ETag', cached.etag);
  response.type('application/json');
  response.send(cached.body);
}
