import { DomUtils, parseDocument } from 'htmlparser2';
import type { ChildNode, Text } from 'domhandler';

/** Elements that end a line of text: a space never joins words across them. */
const LINE_BREAKING_TAGS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'ol', 'ul', 'blockquote', 'pre', 'br', 'img', 'div']);

/**
 * A whole run of whitespace. JavaScript's `\s` includes U+00A0, so a maximal run always has a word
 * character (or the start or end of the text) on each side. Matching whole runs keeps the scan linear:
 * a pattern that also looks for the word after the run backtracks through every space of a run that
 * ends the text, which made 32k non-breaking spaces take seconds.
 */
const WHITESPACE_RUN = /\s+/g;
const NBSP = /\u00a0/g;

/**
 * Every non-breaking space between two words becomes an ordinary space, so text wraps on a phone.
 * Words are compared across inline tags (`<strong>bold</strong>&nbsp;text`), never across a line
 * break, a block or an image. A non-breaking space that is not between two words (a paragraph that
 * holds only `&nbsp;`, one at the start or end of a line) is kept.
 */
export function withOrdinarySpaces(html: string): string {
  const document = parseDocument(html);
  let changed = false;
  for (const line of linesOfText(document.children)) {
    const joined = line.map((node) => node.data).join('');
    // Each non-breaking space becomes one ordinary space, so every text keeps its length.
    const normalised = joined.replace(WHITESPACE_RUN, (run: string, start: number) =>
      start > 0 && start + run.length < joined.length && run.includes('\u00a0') ? run.replace(NBSP, ' ') : run,
    );
    if (normalised === joined) continue;
    changed = true;
    let offset = 0;
    for (const node of line) {
      node.data = normalised.slice(offset, offset + node.data.length);
      offset += node.data.length;
    }
  }
  return changed ? DomUtils.getOuterHTML(document.children, { encodeEntities: 'utf8' }) : html;
}

/** The text nodes in document order, grouped into the lines they run together on. */
function linesOfText(nodes: ChildNode[]): Text[][] {
  const lines: Text[][] = [[]];
  const visit = (node: ChildNode) => {
    if (DomUtils.isText(node)) {
      lines[lines.length - 1]!.push(node);
    } else if (DomUtils.isTag(node)) {
      const breaksLine = LINE_BREAKING_TAGS.has(node.name);
      if (breaksLine) lines.push([]);
      node.children.forEach(visit);
      if (breaksLine) lines.push([]);
    }
  };
  nodes.forEach(visit);
  return lines.filter((line) => line.length > 0);
}
