/**
 * Quill 2.0.3's getSemanticHTML writes every space of the text as `&nbsp;` (slab/quill#4509, not
 * fixed upstream and with no option to turn it off), so a saved post would never wrap. The text the
 * writer typed had ordinary spaces, so every non-breaking space in the exported text goes back to one.
 * Code blocks are left as they are: Quill exports their text unchanged.
 */
export function withTypedSpaces(semanticHtml: string): string {
  if (!semanticHtml.includes('&nbsp;') && !semanticHtml.includes('\u00a0')) return semanticHtml;
  const template = document.createElement('template');
  template.innerHTML = semanticHtml;
  const walker = document.createTreeWalker(template.content, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('pre')) continue;
    node.nodeValue = node.nodeValue?.replaceAll('\u00a0', ' ') ?? null;
  }
  return template.innerHTML;
}
