/**
 * nginx's `location /media/` for the local gateway: the media library's files from the shared folder,
 * cached for a year as immutable (their names carry a hash of their bytes), with the type of their
 * extension. It reads only the folder, never the database.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import { IMMUTABLE } from './front-door-rules';

export const MEDIA_PREFIX = '/media/';

/** The types nginx's `location /media/` declares (nginx/templates/default.conf.template). */
export const MEDIA_CONTENT_TYPES: Record<string, string> = {
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
};

/** A flat media file name: no folders, no hidden or partial files. */
const MEDIA_FILE = /^\/media\/([0-9a-z][0-9a-z._-]*)$/i;

export function serveMediaFiles(mediaDir: string) {
  const root = path.resolve(mediaDir);
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!req.path.startsWith(MEDIA_PREFIX)) return next();
    const name = MEDIA_FILE.exec(req.path)?.[1];
    const type = name ? MEDIA_CONTENT_TYPES[path.extname(name).toLowerCase()] : undefined;
    const file = name && type ? path.join(root, name) : undefined;
    if (!file || !type || !existsSync(file) || !statSync(file).isFile()) {
      res.status(404).set('Cache-Control', 'no-cache').type('text/plain').send('Not found\n');
      return;
    }
    res.set('Cache-Control', IMMUTABLE);
    res.status(200).sendFile(file, { headers: { 'Content-Type': type }, cacheControl: false, lastModified: true, etag: true });
  };
}
