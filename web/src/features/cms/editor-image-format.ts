/**
 * Files the editor's image button, paste and drop send to the media library. Wider than what the library
 * accepts on purpose: an SVG or HEIC photo then gets the server's clear refusal instead of being silently ignored.
 */
export const EDITOR_IMAGE_FILE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'image/gif',
  'image/svg+xml',
  'image/heic',
  'image/heif',
  'image/tiff',
  'image/bmp',
];
