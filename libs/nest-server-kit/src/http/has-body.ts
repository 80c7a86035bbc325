import type { IncomingMessage } from 'node:http';

/** Whether a request carries a body, as Node's parser will read one: chunked, or a non-zero Content-Length. */
export function hasBody(request: IncomingMessage): boolean {
  return request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;
}
