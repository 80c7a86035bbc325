import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Request, Response } from 'express';
import { BROTLI_ASSET, REVALIDATE, SPA_SHELL_ROUTES, STAFF_SHELL_ROUTE, acceptsEncoding, contentTypeOf, staticCacheControl, IMMUTABLE } from './front-door-rules';

/** A file under webRoot for a URL path, or undefined when it is outside webRoot or not a file. */
function fileIn(webRoot: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const file = path.join(webRoot, path.normalize(decoded));
  if (!file.startsWith(webRoot + path.sep) || decoded.includes('\0')) return undefined;
  return existsSync(file) && statSync(file).isFile() ? file : undefined;
}

/**
 * Sends a built file the way nginx does: its precompressed copy when the client accepts it
 * (brotli for /assets/ scripts and styles, gzip for any file with a .gz beside it), never compressing per request.
 */
function sendFile(req: Request, res: Response, file: string, status: number, cacheControl: string | undefined, urlPath: string): void {
  const type = contentTypeOf(file);
  let served = file;
  if (BROTLI_ASSET.test(urlPath) && acceptsEncoding(req.headers['accept-encoding'], 'br') && existsSync(`${file}.br`)) {
    served = `${file}.br`;
    res.set({ 'Content-Encoding': 'br', Vary: 'Accept-Encoding' });
  } else if (existsSync(`${file}.gz`)) {
    res.set('Vary', 'Accept-Encoding');
    if (acceptsEncoding(req.headers['accept-encoding'], 'gzip')) {
      served = `${file}.gz`;
      res.set('Content-Encoding', 'gzip');
    }
  }
  if (cacheControl) res.set('Cache-Control', cacheControl);
  res.status(status).type(type).sendFile(served, { headers: { 'Content-Type': type }, cacheControl: false, lastModified: true, etag: true });
}

function notFoundPage(webRoot: string): string | undefined {
  const page = path.join(webRoot, '404.html');
  return existsSync(page) ? page : undefined;
}

function spaShell(webRoot: string): string {
  const shell = path.join(webRoot, '200.html');
  return existsSync(shell) ? shell : path.join(webRoot, 'index.html');
}

/** nginx's /assets/, SPA-shell and `location /` rules over the built site. */
export function serveSite(webRoot: string) {
  return (req: Request, res: Response): void => {
    const urlPath = req.path;
    if (urlPath.startsWith('/assets/')) {
      const asset = fileIn(webRoot, urlPath);
      if (asset) return sendFile(req, res, asset, 200, IMMUTABLE, urlPath);
      res.status(404).type('text/html').send('<html><head><title>404 Not Found</title></head><body><h1>404 Not Found</h1></body></html>\n');
      return;
    }
    if (SPA_SHELL_ROUTES.some((route) => route.test(urlPath))) return sendFile(req, res, spaShell(webRoot), 200, REVALIDATE, '/200.html');
    if (STAFF_SHELL_ROUTE.test(urlPath)) return sendFile(req, res, path.join(webRoot, 'staff.html'), 200, REVALIDATE, '/staff.html');
    const file = fileIn(webRoot, urlPath) ?? fileIn(webRoot, path.posix.join(urlPath, 'index.html'));
    if (file) return sendFile(req, res, file, 200, staticCacheControl(contentTypeOf(file)), urlPath);
    const notFound = notFoundPage(webRoot);
    if (notFound) return sendFile(req, res, notFound, 404, REVALIDATE, '/404.html');
    res.status(404).set('Cache-Control', REVALIDATE).type('text/plain').send('Not found\n');
  };
}
