import DOMPurify from 'dompurify';

/**
 * The server already sanitises stored HTML; this second pass in the browser guards against anything
 * that reached the database another way. Links keep https:, mailto: and same-site paths; images https: and raster data:image.
 */
export function sanitizeHtml(html: string): string {
  if (typeof window === 'undefined') return '';
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
    ALLOWED_URI_REGEXP: /^(?:https:|mailto:|data:image\/(?:png|jpe?g|gif|webp);|#|\/(?![/\\]))/i,
  });
}
