import type { BodyOutline } from '@site/contracts';
import { Parser } from 'htmlparser2';

const HEADING = /^h([1-6])$/;

/** A stored body's headings, links and images for the readiness rules, read with htmlparser2. */
export function bodyOutline(html: string): BodyOutline {
  const outline: BodyOutline = { headings: [], links: [], images: [] };
  // Open headings and links collect their text until they close (a link inside a heading feeds both).
  const open: Array<{ tag: string; text: string; finish: (text: string) => void }> = [];
  const parser = new Parser({
    onopentag(name, attributes) {
      const heading = HEADING.exec(name);
      if (heading) open.push({ tag: name, text: '', finish: (text) => outline.headings.push({ level: Number(heading[1]), text }) });
      else if (name === 'a' && attributes.href !== undefined) open.push({ tag: name, text: '', finish: (text) => outline.links.push({ href: attributes.href ?? '', text }) });
      else if (name === 'img') outline.images.push({ src: attributes.src ?? '', alt: attributes.alt ?? '' });
    },
    ontext(text) {
      for (const element of open) element.text += text;
    },
    onclosetag(name) {
      const index = open.findLastIndex((element) => element.tag === name);
      if (index === -1) return;
      const [element] = open.splice(index, 1);
      element?.finish(element.text);
    },
  }, { decodeEntities: true });
  parser.end(html);
  return outline;
}
