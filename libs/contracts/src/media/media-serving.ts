import type { MediaFormat } from './media-names';

/** The Content-Type each format is served with. */
export const MEDIA_CONTENT_TYPES: Record<MediaFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};

/** What every media file is served with: its name changes whenever its bytes do. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';
