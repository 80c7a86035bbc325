import { createHash } from 'node:crypto';
import { Parser } from 'htmlparser2';
import { STANDARD_WIDTHS, fallbackFormat, parseMediaUrl, variantFormats } from './media-names';

/** What decides the markup of a body image: the widths of the media variants and the body column's `sizes`. */
export interface BodyImageLadder {
  widths: readonly number[];
  sizes: string;
}

/** The ladder the media library makes variants for; a post's body column is 48rem less its padding, or the phone's width less it. */
export const MEDIA_WIDTH_LADDER: BodyImageLadder = {
  widths: STANDARD_WIDTHS,
  sizes: '(min-width: 48rem) 46rem, calc(100vw - 2rem)',
};

/** Raised when the markup itself changes, so rows rendered before are made again like on a ladder change. */
const MARKUP_VERSION = 1;

/** A short fingerprint of the ladder, stored beside each rendered body. */
export function ladderSignature(ladder: BodyImageLadder): string {
  return createHash('sha256').update(JSON.stringify({ markup: MARKUP_VERSION, widths: ladder.widths, sizes: ladder.sizes })).digest('hex').slice(0, 32);
}

/**
 * Each media-library <img> of a sanitised body as a lazy <picture> with AVIF and WebP sources, the body's
 * `sizes`, and width and height (no layout shift); other images and everything else stay byte for byte.
 * The body is read with the same HTML parser as on save; attribute values are copied as written (already
 * escaped), never decoded.
 */
export function renderBodyImages(html: string, ladder: BodyImageLadder = MEDIA_WIDTH_LADDER): string {
  if (!html.includes('/media/')) return html;
  const pieces: string[] = [];
  let copiedUpTo = 0;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name !== 'img') return;
        const picture = pictureOf(attributes, ladder);
        if (picture === undefined) return;
        pieces.push(html.slice(copiedUpTo, parser.startIndex), picture);
        copiedUpTo = parser.endIndex + 1;
      },
    },
    { decodeEntities: false },
  );
  parser.write(html);
  parser.end();
  pieces.push(html.slice(copiedUpTo));
  return pieces.join('');
}

function pictureOf(attributes: Record<string, string>, ladder: BodyImageLadder): string | undefined {
  const media = parseMediaUrl((attributes.src ?? '').trim());
  if (!media) return undefined;
  const base = `/media/${media.hash}-${media.width}x${media.height}`;
  const fallback = fallbackFormat(media.format);
  const widths = [...ladder.widths.filter((width) => width < media.width), media.width];
  const srcSet = (format: string) => widths.map((width) => `${base}-${width}.${format} ${width}w`).join(', ');
  const formats = variantFormats(fallback);
  const sources = formats
    .slice(0, -1)
    .map((format) => `<source type="image/${format}" srcset="${srcSet(format)}" sizes="${ladder.sizes}">`)
    .join('');
  const img = `<img src="${base}-${media.width}.${fallback}" srcset="${srcSet(fallback)}" sizes="${ladder.sizes}" alt="${attributes.alt ?? ''}" width="${media.width}" height="${media.height}" loading="lazy" decoding="async">`;
  return `<picture class="media-picture">${sources}${img}</picture>`;
}
