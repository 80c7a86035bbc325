/** Same-site image folders whose addresses are stored as paths (content-service accepts these two). */
const SITE_IMAGE_PATH = /^\/(?:media|images)\//;

/**
 * The featured image field is the spec's URL-type input, which only holds absolute addresses, while a
 * library or site image is stored as its path (/media/..., so it moves with the site). The field shows
 * such a path on the site's origin; anything else as stored.
 */
export function shownImageAddress(stored: string, origin: string): string {
  return SITE_IMAGE_PATH.test(stored) ? `${origin}${stored}` : stored;
}

/** What the field stores for what was typed: an address of this site's /media/ or /images/ becomes its path again. */
export function storedImageAddress(typed: string, origin: string): string {
  const trimmed = typed.trim();
  if (!trimmed.startsWith(`${origin}/`)) return typed;
  const path = trimmed.slice(origin.length);
  return SITE_IMAGE_PATH.test(path) ? path : typed;
}
