import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

/**
 * A JSON response body serialised and compressed once per cache fill, with the validators clients
 * revalidate against (one per representation, as HTTP asks of strong ETags).
 */
export interface CachedResponse {
  body: string;
  etag: string;
  gzipped: Buffer;
  gzipEtag: string;
}

export function toCachedResponse(value: unknown): CachedResponse {
  const body = JSON.stringify(value);
  const hash = createHash('sha1').update(body).digest('base64url');
  return { body, etag: `"${hash}"`, gzipped: gzipSync(body), gzipEtag: `"${hash}-gz"` };
}
