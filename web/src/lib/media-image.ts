/**
 * The media library's file names (content-service README, "File names"): any one file of an uploaded image,
 * `/media/<hash>-<W>x<H>-<w>.<format>`, tells every variant there is, so pages build `srcset`s from the URL
 * alone. The content service names them by the same rules (content-service/src/media/media-names.ts).
 */
export type MediaFormat = 'avif' | 'webp' | 'jpeg' | 'png' | 'gif';

const STANDARD_WIDTHS = [320, 640, 960, 1280, 1920];
const OPEN_GRAPH_WIDTH = 1200;
const MEDIA_URL = /^\/media\/([0-9a-f]{16})-(\d{1,5})x(\d{1,5})-\d{1,5}\.(avif|webp|jpeg|png|gif)$/;

export interface MediaImage {
  /** Size of the largest variant: the image's aspect ratio, for width and height attributes. */
  width: number;
  height: number;
  /** `srcset` per type, smallest files first; the last one is the fallback every browser shows. */
  sources: Array<{ type: string; srcSet: string }>;
  /** The largest variant in the fallback format. */
  src: string;
}

function fallbackFormat(format: MediaFormat): MediaFormat {
  return format === 'png' || format === 'gif' ? format : 'jpeg';
}

function parse(url: string): { base: string; width: number; height: number; fallback: MediaFormat } | undefined {
  const match = MEDIA_URL.exec(url.trim());
  if (!match) return undefined;
  const [, hash, width, height, format] = match;
  return { base: `/media/${hash}-${width}x${height}`, width: Number(width), height: Number(height), fallback: fallbackFormat(format as MediaFormat) };
}

/** The variants of a library image, or undefined for any other URL (shown as it is). */
export function mediaImage(url: string): MediaImage | undefined {
  const image = parse(url);
  if (!image) return undefined;
  const { base, width, height, fallback } = image;
  const widths = [...STANDARD_WIDTHS.filter((candidate) => candidate < width), width];
  const formats: MediaFormat[] = fallback === 'gif' ? ['webp', 'gif'] : ['avif', 'webp', fallback];
  return {
    width,
    height,
    sources: formats.map((format) => ({
      type: `image/${format}`,
      srcSet: widths.map((candidate) => `${base}-${candidate}.${format} ${candidate}w`).join(', '),
    })),
    src: `${base}-${width}.${fallback}`,
  };
}

/** The image for Open Graph and Twitter cards: a library image's 1200 px variant (or its largest, if narrower). */
export function shareImageUrl(url: string): string {
  const image = parse(url);
  if (!image) return url;
  return `${image.base}-${Math.min(image.width, OPEN_GRAPH_WIDTH)}.${image.fallback}`;
}
