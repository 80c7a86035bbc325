/**
 * The name an upload's original is kept under. Its `.original` extension is one no server serves: nginx's
 * `location /media/` refuses it (nginx/templates/default.conf.template) and the npm start gateway serves
 * image extensions only (infra/local/media-files.ts). It stays in the media folder so `npm run backup`,
 * which copies that folder, keeps it.
 */
export const ORIGINAL_EXTENSION = '.original';

export function originalFileName(hash: string): string {
  return `${hash}${ORIGINAL_EXTENSION}`;
}

export function isOriginalFileName(name: string): boolean {
  return name.endsWith(ORIGINAL_EXTENSION);
}
