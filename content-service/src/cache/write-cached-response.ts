import accepts from 'accepts';
import fresh from 'fresh';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CachedResponse } from './cached-response';

/**
 * Writes a cached body with its ETag, already gzipped when the client takes gzip (nginx passes an encoded
 * body through instead of compressing it again on every request), with the status already set on the
 * response. `no-cache` lets clients keep a copy but revalidate each time: a GET or HEAD whose
 * If-None-Match matches gets 304 without a body, as Express's res.send would answer.
 */
export function writeCachedResponse(request: IncomingMessage, response: ServerResponse, cached: CachedResponse): void {
  const gzip = accepts(request).encodings(['gzip', 'identity']) === 'gzip';
  const etag = gzip ? cached.gzipEtag : cached.etag;
  response.setHeader('Cache-Control', 'no-cache');
  response.setHeader('Vary', 'Accept-Encoding');
  response.setHeader('ETag', etag);
  if (isFresh(request, response.statusCode, etag)) {
    response.statusCode = 304;
    response.end();
    return;
  }
  const body = gzip ? cached.gzipped : Buffer.from(cached.body);
  response.setHeader('Content-Type', cached.contentType);
  if (gzip) response.setHeader('Content-Encoding', 'gzip');
  response.setHeader('Content-Length', body.length);
  response.end(body);
}

function isFresh(request: IncomingMessage, status: number, etag: string): boolean {
  const revalidating = request.method === 'GET' || request.method === 'HEAD';
  const cacheable = (status >= 200 && status < 300) || status === 304;
  return revalidating && cacheable && fresh(request.headers, { etag });
}
