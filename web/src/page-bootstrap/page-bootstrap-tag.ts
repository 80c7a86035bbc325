import { PAGE_BOOTSTRAP_SOURCE } from './page-bootstrap';

const ATTRIBUTE_ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;' };

/** The bootstrap's <script> element, naming the page loader's built file. */
export function pageBootstrapTag(pageLoaderUrl: string): string {
  const url = pageLoaderUrl.replace(/[&"<]/g, (character) => ATTRIBUTE_ESCAPES[character]);
  return `<script data-page-loader="${url}">${PAGE_BOOTSTRAP_SOURCE}</script>`;
}

/**
 * The rendered document with the bootstrap as the last element of <body>, after #root (which it looks
 * at) and the document data. It is added to the HTML rather than rendered by React so that its text is
 * not also in the app's bundle; React skips a script it did not render when it hydrates the body.
 */
export function withPageBootstrap(html: string, pageLoaderUrl: string): string {
  const end = html.lastIndexOf('</body>');
  if (end < 0) throw new Error('The rendered document has no </body>');
  return `${html.slice(0, end)}${pageBootstrapTag(pageLoaderUrl)}${html.slice(end)}`;
}
