import sanitizeHtml from 'sanitize-html';
import { withOrdinarySpaces } from './ordinary-spaces';

/** Inline colours Quill writes: hex, rgb()/rgba() and named colours. */
const SAFE_COLOURS = [
  /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i,
  /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(?:,\s*(?:0|1|0?\.\d+)\s*)?\)$/i,
  /^[a-z]{3,30}$/i,
];

/** Only raster images may be embedded as data URLs (an SVG or HTML data URL can carry script). */
const IMAGE_DATA_URL = /^data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/]+={0,2}$/i;
/** Quill 2 writes every list as <ol> and tells bullet and numbered items apart with data-list. */
const QUILL_LIST_KINDS = new Set(['bullet', 'ordered', 'checked', 'unchecked']);
const MAILTO_URL = /^mailto:[^\s]/i;
/** Same-site links such as /contact-us or #section (never //host, nor /\host, which browsers read as //host). */
const SITE_PATH = /^(?:\/(?![/\\])|#)/;
/** Same-site images: the media library's files and the site's own pictures. */
export const SITE_IMAGE_PATH = /^\/(?:media|images)\/(?![/\\])[^\s?#\\]+$/;

/** Only https: URLs, as the URL parser reads them (the CSP refuses http: images anyway). */
function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

function safeLinkHref(href: string | undefined): string | undefined {
  const value = href?.trim();
  return value && (isHttpsUrl(value) || MAILTO_URL.test(value) || SITE_PATH.test(value)) ? value : undefined;
}

function safeImageSource(src: string | undefined): string | undefined {
  const value = src?.trim();
  return value && (isHttpsUrl(value) || SITE_IMAGE_PATH.test(value) || IMAGE_DATA_URL.test(value)) ? value : undefined;
}

function withoutUndefined(attributes: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(attributes).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

/** What the rich-text editor's toolbar can produce, and nothing else. */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1', 'h2', 'h3', 'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'strike',
    'ol', 'ul', 'li', 'a', 'img', 'blockquote', 'pre', 'code', 'span',
  ],
  // Dropped together with their content rather than unwrapped into text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'template', 'title', 'xmp'],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    // data-decorative: alt="" on purpose (the media library's alt-text rule, issue 25).
    img: ['src', 'alt', 'data-decorative'],
    li: ['data-list'],
    '*': ['style'],
  },
  allowedClasses: {
    '*': [/^ql-align-(?:center|right|justify)$/, /^ql-indent-[1-8]$/],
    pre: ['ql-syntax'],
  },
  allowedStyles: {
    '*': { color: SAFE_COLOURS, 'background-color': SAFE_COLOURS },
  },
  allowedSchemes: ['https', 'mailto'],
  allowedSchemesByTag: { img: ['https', 'data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attributes) => {
      const opensNewTab = attributes.target === '_blank';
      return {
        tagName,
        attribs: withoutUndefined({
          ...attributes,
          href: safeLinkHref(attributes.href),
          target: opensNewTab ? '_blank' : undefined,
          rel: 'noopener noreferrer',
        }),
      };
    },
    li: (tagName, attributes) => ({
      tagName,
      attribs: withoutUndefined({
        ...attributes,
        'data-list': QUILL_LIST_KINDS.has(attributes['data-list'] ?? '') ? attributes['data-list'] : undefined,
      }),
    }),
    img: (tagName, attributes) => ({
      tagName,
      attribs: withoutUndefined({ ...attributes, src: safeImageSource(attributes.src) }),
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/**
 * Cleans editor HTML before it is stored: no script, event handler or dangerous URL can survive, and
 * words are separated by ordinary spaces. A link whose URL is refused keeps its text without the
 * href; an image whose source is refused is left out.
 */
export function sanitiseHtml(html: string): string {
  return sanitizeHtml(withOrdinarySpaces(html), OPTIONS);
}

/**
 * The same cleaning for a body that was stored through sanitiseHtml, as a second line of defence when a
 * page is rendered: its spaces were normalised on write and are not looked at again.
 */
export function sanitiseStoredHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** True when the HTML shows something: text other than whitespace, or an image. */
export function hasVisibleContent(html: string): boolean {
  if (/<img\s/i.test(html)) {
    return true;
  }
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;|\s/g, '') !== '';
}
