import source from './page-bootstrap.inline.js?raw';

/**
 * The page bootstrap: the one script in a public page's HTML, inline at the end of <body>. It fetches
 * the page loader (page-loader.ts, named in its data-page-loader attribute) only once the page has
 * painted, so no script is downloaded alongside the HTML, CSS and hero image before the first paint;
 * a visitor reaching for the page (a tap, a key, focus) fetches it at once. Until the loader takes over
 * it holds button presses and form submits (see early-activations.ts), which the loader repeats.
 *
 * It is plain JavaScript kept to a fixed text because the Content-Security-Policy allows it by its
 * SHA-256 hash (nginx/snippets/security-headers.conf); changing a byte means changing that hash.
 */
export const PAGE_BOOTSTRAP_SOURCE: string = source;

/** What the bootstrap leaves for the page loader on `window.pageBootstrap`. */
export interface PageBootstrap {
  /** Stops holding and hands over the presses and submits held so far (already cancelled). */
  takeHeld(): Event[];
}

declare global {
  interface Window {
    pageBootstrap?: PageBootstrap;
  }
}
