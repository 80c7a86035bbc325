/**
 * Text pasted from Word or Google Docs, cleaned after Quill's own normalizers have turned Word's list
 * paragraphs into lists and dropped Docs' `<b style="font-weight:normal" id="docs-internal-guid-…">`
 * wrapper. What the person wrote stays (headings, lists, links, bold, italic, underline); how the office
 * program drew it goes (styles, classes, `mso-` attributes, comments, `<o:p>`).
 */

/** Where pasted HTML came from; anything else (this editor, a web page) is left to Quill as it is. */
export type PasteSource = 'word' | 'google-docs';

export interface CleanedPaste {
  source: PasteSource;
  /** Images in the pasted text: they point at the author's disk or at Google, so they are left out. */
  imagesLeftOut: number;
}

/** Quill's own classes that carry structure: a nested list item's depth (set by Quill's Word normalizer). */
const KEPT_CLASS = /^ql-indent-\d+$/;
/** Elements that are only the office program's own: page setup, styles, comment anchors and bodies. */
const DROPPED_ELEMENTS = 'style, meta, link, xml, title, script, [style*="mso-element:comment"], .MsoCommentReference, .msocomtxt';
/** Word's own elements (`<o:p>`, `<v:shape>`, `<w:…>`): a prefixed name, which CSS selectors cannot all match. */
const isOfficeElement = (element: Element) => element.tagName.includes(':');
/** Heading levels this editor offers (its toolbar's Heading 1-3); deeper ones become the deepest it has. */
const DEEPEST_HEADING = 3;

export function pasteSourceOf(doc: Document): PasteSource | null {
  const root = doc.documentElement;
  if (root.getAttribute('xmlns:w') === 'urn:schemas-microsoft-com:office:word' || doc.querySelector('[class^="Mso"]')) return 'word';
  if (doc.querySelector('[id^="docs-internal-guid-"]')) return 'google-docs';
  return null;
}

/** Cleans `doc`, pasted from `source` (told before Quill's normalizers remove Docs' marker), in place. */
export function cleanExternalPaste(doc: Document, source: PasteSource): CleanedPaste {
  removeComments(doc);
  for (const element of doc.querySelectorAll(DROPPED_ELEMENTS)) element.remove();
  for (const element of [...doc.body.querySelectorAll('*')].filter(isOfficeElement)) element.replaceWith(...element.childNodes);
  const images = doc.querySelectorAll('img');
  for (const image of images) image.remove();
  // Docs marks bold, italic and underline with styles alone; they become the tags that say so before styles go.
  for (const element of doc.body.querySelectorAll<HTMLElement>('[style]')) keepEmphasis(doc, element);
  for (const element of doc.body.querySelectorAll('*')) stripPresentation(element);
  limitHeadings(doc);
  return { source, imagesLeftOut: images.length };
}

function removeComments(doc: Document): void {
  const walker = doc.createTreeWalker(doc, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const comment of comments) comment.parentNode?.removeChild(comment);
}

function keepEmphasis(doc: Document, element: HTMLElement): void {
  const { fontWeight, fontStyle, textDecoration, textDecorationLine } = element.style;
  const wrappers: string[] = [];
  if (isBold(fontWeight) && !element.closest('h1, h2, h3, h4, h5, h6, b, strong')) wrappers.push('strong');
  if (fontStyle === 'italic' && !element.closest('i, em')) wrappers.push('em');
  // Docs underlines every link's text; a link is marked as a link already.
  if (`${textDecoration} ${textDecorationLine}`.includes('underline') && !element.closest('u, a')) wrappers.push('u');
  for (const tag of wrappers) {
    const wrapper = doc.createElement(tag);
    wrapper.append(...element.childNodes);
    element.append(wrapper);
  }
}

function isBold(weight: string): boolean {
  return weight === 'bold' || weight === 'bolder' || Number(weight) >= 600;
}

function stripPresentation(element: Element): void {
  for (const { name } of [...element.attributes]) {
    if (name === 'class') continue;
    if (name === 'style' || name === 'lang' || name === 'id' || name === 'dir' || name === 'align' || name.startsWith('mso-') || name.includes(':')) {
      element.removeAttribute(name);
    }
  }
  const kept = [...element.classList].filter((name) => KEPT_CLASS.test(name));
  if (kept.length > 0) element.setAttribute('class', kept.join(' '));
  else element.removeAttribute('class');
}

function limitHeadings(doc: Document): void {
  for (const heading of doc.body.querySelectorAll('h4, h5, h6')) {
    const replacement = doc.createElement(`h${DEEPEST_HEADING}`);
    replacement.append(...heading.childNodes);
    heading.replaceWith(replacement);
  }
}
