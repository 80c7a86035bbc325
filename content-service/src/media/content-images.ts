import { Parser } from 'htmlparser2';
import sanitizeHtml from 'sanitize-html';

export interface ImageInHtml {
  src: string;
  /** undefined when the attribute is absent. */
  alt?: string;
  /** `data-decorative` present: the empty alt is meant. */
  decorative: boolean;
}

/** The attribute that marks a body image as decorative on purpose (with `alt=""`). */
export const DECORATIVE_ATTRIBUTE = 'data-decorative';

/** Every <img> of the HTML, attributes decoded as a browser reads them. */
export function imagesIn(html: string): ImageInHtml[] {
  const images: ImageInHtml[] = [];
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'img' && attributes.src !== undefined) {
        images.push({ src: attributes.src.trim(), alt: attributes.alt, decorative: DECORATIVE_ATTRIBUTE in attributes });
      }
    },
  });
  parser.write(html);
  parser.end();
  return images;
}

/**
 * Changes the attributes of each <img> and leaves the rest of the HTML as it is (it is sanitised
 * afterwards, like every body): everything is allowed through this pass.
 */
export function rewriteImages(html: string, rewrite: (attributes: Record<string, string>) => Record<string, string>): string {
  return sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    nonTextTags: [],
    transformTags: { img: (tagName, attributes) => ({ tagName, attribs: rewrite(attributes) }) },
  });
}

const DATA_URI = /^data:([^;,]*)((?:;[^;,]*)*),(.*)$/s;

export interface DataUri {
  mediaType: string;
  bytes: Buffer;
}

/** A base64 data: URI's bytes; undefined when it is not base64 or its media type is not image/*. */
export function decodeImageDataUri(uri: string): DataUri | undefined {
  const match = DATA_URI.exec(uri.trim());
  if (!match) return undefined;
  const [, mediaType, parameters, data] = match;
  if (!/^image\//i.test(mediaType) || !/;base64$/i.test(parameters)) return undefined;
  const compact = data.replace(/\s+/g, '');
  if (!/^[a-z0-9+/]*={0,2}$/i.test(compact)) return undefined;
  return { mediaType: mediaType.toLowerCase(), bytes: Buffer.from(compact, 'base64') };
}

/** A short way to name an image in a message: a data: URI is cut after its type. */
export function describeSource(src: string): string {
  if (src.startsWith('data:')) return `${src.slice(0, Math.max(src.indexOf(','), 0) || 30)},…`;
  return src.length > 120 ? `${src.slice(0, 117)}…` : src;
}
