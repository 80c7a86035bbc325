/**
 * How media files are named, and how any one name tells every variant of its image (content-service
 * README, "File names"). The content service makes the files by these rules and the web app builds its
 * srcsets by the same ones, so a page never names a file the server does not make.
 *
 * `/media/<hash>-<W>x<H>-<w>.<format>`: hash = first 16 hex digits of the SHA-256 of the uploaded bytes,
 * W x H = the size of the largest variant, w = this variant's width.
 */
export const MEDIA_FORMATS = ['avif', 'webp', 'jpeg', 'png', 'gif'] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

export const MEDIA_PATH_PREFIX = '/media/';
export const STANDARD_WIDTHS = [320, 640, 960, 1280, 1920] as const;
export const LARGEST_WIDTH = 1920;
/** The width Open Graph and Twitter cards ask for. */
export const OPEN_GRAPH_WIDTH = 1200;

const MEDIA_URL = /^\/media\/([0-9a-f]{16})-(\d{1,5})x(\d{1,5})-(\d{1,5})\.(avif|webp|jpeg|png|gif)$/;

export interface MediaName {
  hash: string;
  /** Size of the largest variant. */
  width: number;
  height: number;
  /** This file's width. */
  variantWidth: number;
  format: MediaFormat;
}

export interface VariantSpec {
  width: number;
  format: MediaFormat;
}

/** The format a browser without AVIF and WebP gets: PNG and GIF stay as they are, every other photo is JPEG. */
export function fallbackFormat(original: MediaFormat): MediaFormat {
  return original === 'png' || original === 'gif' ? original : 'jpeg';
}

/** Widths of the responsive set: the standard ones narrower than the largest, then the largest itself. */
export function variantWidths(largestWidth: number): number[] {
  return [...STANDARD_WIDTHS.filter((width) => width < largestWidth), largestWidth];
}

/** Formats of the responsive set, smallest files first; a GIF has no AVIF (sharp cannot write animated AVIF). */
export function variantFormats(fallback: MediaFormat): MediaFormat[] {
  return fallback === 'gif' ? ['webp', 'gif'] : ['avif', 'webp', fallback];
}

/** Every variant an image of this largest width and fallback format has, the Open Graph one included. */
export function variantSpecs(largestWidth: number, fallback: MediaFormat): VariantSpec[] {
  const specs = variantWidths(largestWidth).flatMap((width) => variantFormats(fallback).map((format) => ({ width, format })));
  if (largestWidth > OPEN_GRAPH_WIDTH) {
    specs.push({ width: OPEN_GRAPH_WIDTH, format: fallback });
  }
  return specs.sort((a, b) => a.width - b.width);
}

/** The file name (no folder) of one variant. */
export function mediaFileName(hash: string, width: number, height: number, variant: VariantSpec): string {
  return `${hash}-${width}x${height}-${variant.width}.${variant.format}`;
}

export function mediaUrl(fileName: string): string {
  return `${MEDIA_PATH_PREFIX}${fileName}`;
}

/** Reads a same-site media URL (`/media/…`); anything else is undefined. */
export function parseMediaUrl(url: string): MediaName | undefined {
  const match = MEDIA_URL.exec(url);
  if (!match) return undefined;
  const [, hash, width, height, variantWidth, format] = match;
  return { hash, width: Number(width), height: Number(height), variantWidth: Number(variantWidth), format: format as MediaFormat };
}
