/**
 * What the readiness rules read from a body: its headings, links and images in document order. Each side
 * makes it with its own parser (the browser's DOMParser, htmlparser2 in the service), so the rules need none.
 */
export interface BodyOutline {
  headings: Array<{ level: number; text: string }>;
  links: Array<{ href: string; text: string }>;
  images: Array<{ src: string; alt: string }>;
}

export const EMPTY_OUTLINE: BodyOutline = { headings: [], links: [], images: [] };
