import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

/**
 * A response body prepared and compressed once per cache fill, with the validators clients revalidate
 * against (one per representation, as HTTP asks of strong ETags).
 */
export interface CachedResponse {
  contentType: string;
  body: string;
  etag: string;
  gzipped: Buffer;
  gzipEtag: string;
}

export function toCachedBody(body: string, contentType: string): CachedResponse {
  const hash = createHash('sha1').update(body).digest('base64url');
  return { contentType, body, etag: `"${hash}"`, gzipped: gzipSync(body), gzipEtag: `"${hash}-gz"` };
}

export function toCachedResponse(value: unknown): CachedResponse {
  return toCachedBody(JSON.stringify(value), 'application/json; charset=utf-8');
}
