/** Block ends and line breaks become new lines, so a comparison of two bodies reads paragraph by paragraph. */
const BLOCK_END = /<\/(?:p|h[1-6]|li|blockquote|pre|div)>|<br\s*\/?>/gi;

/** The readable text of the editor's HTML (DOMParser builds an inert document: nothing in it runs or loads). */
export function htmlToText(html: string): string {
  const document = new DOMParser().parseFromString(html.replace(BLOCK_END, '$&\n'), 'text/html');
  return (document.body.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
}
