import { fallbackFormat, OPEN_GRAPH_WIDTH, parseMediaUrl, variantFormats, variantWidths } from '@site/contracts';

/**
 * The media library's file names (content-service README, "File names"): any one file of an uploaded image,
 * `/media/<hash>-<W>x<H>-<w>.<format>`, tells every variant there is, so pages build `srcset`s from the URL
 * alone, by the same ladder the content service makes the files with (@site/contracts).
 */
export interface MediaImage {
  /** Size of the largest variant: the image's aspect ratio, for width and height attributes. */
  width: number;
  height: number;
  /** `srcset` per type, smallest files first; the last one is the fallback every browser shows. */
  sources: Array<{ type: string; srcSet: string }>;
  /** The largest variant in the fallback format. */
  src: string;
}

function parse(url: string) {
  const name = parseMediaUrl(url.trim());
  if (!name) return undefined;
  const { hash, width, height, format } = name;
  return { base: `/media/${hash}-${width}x${height}`, width, height, fallback: fallbackFormat(format) };
}

/** The variants of a library image, or undefined for any other URL (shown as it is). */
export function mediaImage(url: string): MediaImage | undefined {
  const image = parse(url);
  if (!image) return undefined;
  const { base, width, height, fallback } = image;
  const widths = variantWidths(width);
  return {
    width,
    height,
    sources: variantFormats(fallback).map((format) => ({
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
