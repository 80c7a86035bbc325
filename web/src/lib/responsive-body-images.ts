import { mediaImage } from './media-image';

/** A post's body column: 48rem wide less the container's 1rem padding each side, or the phone's width less it. */
export const BODY_IMAGE_SIZES = '(min-width: 48rem) 46rem, calc(100vw - 2rem)';

// An <img> tag of sanitised HTML: attribute values are double-quoted (both sanitisers write them so) and may hold '>'.
const IMG_TAG = /<img((?:\s+[^\s"'>/=]+(?:\s*=\s*"[^"]*")?)*)\s*\/?>/gi;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*"([^"]*)")?/g;

/**
 * Turns each media-library <img> of a sanitised body into a <picture> with AVIF and WebP sources, the
 * body's `sizes`, width and height (no layout shift) and lazy loading; other images stay as they are.
 * Attribute values are copied as they were written (already escaped), never decoded.
 */
export function responsiveBodyImages(html: string): string {
  if (!html.includes('/media/')) return html;
  return html.replace(IMG_TAG, (tag, attributeText: string) => {
    const attributes = new Map([...attributeText.matchAll(ATTRIBUTE)].map(([, name, value]) => [name.toLowerCase(), value ?? '']));
    const image = mediaImage(attributes.get('src') ?? '');
    if (!image) return tag;
    const fallback = image.sources[image.sources.length - 1];
    const sources = image.sources.slice(0, -1)
      .map((source) => `<source type="${source.type}" srcset="${source.srcSet}" sizes="${BODY_IMAGE_SIZES}">`)
      .join('');
    const alt = attributes.get('alt') ?? '';
    return `<picture class="media-picture">${sources}<img src="${image.src}" srcset="${fallback.srcSet}" sizes="${BODY_IMAGE_SIZES}" alt="${alt}" width="${image.width}" height="${image.height}" loading="lazy" decoding="async"></picture>`;
  });
}
