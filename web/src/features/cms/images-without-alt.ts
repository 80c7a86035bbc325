/** The attribute that, with alt="", marks a body image decorative on purpose (content-service's rule). */
export const DECORATIVE_ATTRIBUTE = 'data-decorative';

/** An image of the body with neither alt text nor the decorative mark. */
export interface ImageWithoutAlt {
  src: string;
  /** 1 for the body's first image, counting every image. */
  position: number;
}

/** Issue 25: publishing is refused while an image has neither alt text nor an explicit decorative mark (a bare alt="" is not one). */
export function imagesWithoutAlt(html: string): ImageWithoutAlt[] {
  if (!html.includes('<img') || typeof DOMParser === 'undefined') return [];
  const images = Array.from(new DOMParser().parseFromString(html, 'text/html').querySelectorAll('img'));
  const described = (image: Element) => (image.getAttribute('alt') ?? '').trim() !== '' || image.getAttribute(DECORATIVE_ATTRIBUTE) === 'true';
  return images.flatMap((image, index) => (described(image) ? [] : [{ src: image.getAttribute('src') ?? '', position: index + 1 }]));
}

/** A short name for an image address: its file name, or "an embedded image" for a data: URI. */
export function imageNameOf(src: string): string {
  if (src.startsWith('data:')) return 'an embedded image';
  return src.split(/[?#]/)[0]?.split('/').pop() || src;
}
