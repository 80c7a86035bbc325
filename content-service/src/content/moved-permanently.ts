import type { Response } from 'express';

/**
 * 301 to the given path of this site, keeping the query the old address was asked with (campaign tags
 * on a shared link). Revalidated on each use, so a later rename back is followed rather than looped.
 */
export function sendMovedPermanently(response: Response, path: string): void {
  const request = response.req;
  const query = request.originalUrl.indexOf('?');
  response.setHeader('Cache-Control', 'no-cache');
  response.redirect(301, query === -1 ? path : `${path}${request.originalUrl.slice(query)}`);
}
