import { createHash } from 'node:crypto';

/** A JSON response body serialised once, with the validator clients revalidate against. */
export interface CachedResponse {
  body: string;
  etag: string;
}

export function toCachedResponse(value: unknown): CachedResponse {
  const body = JSON.stringify(value);
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}
