import type { InboundLinksView } from '@site/contracts';

/** "Linked from 2 published items: "A" and "B"." */
export function linkedFromText(links: InboundLinksView): string {
  const titles = links.items.map((item) => `"${item.title}"`);
  const list = titles.length <= 1 ? titles.join('') : `${titles.slice(0, -1).join(', ')} and ${titles.at(-1)}`;
  return `Linked from ${links.count} published ${links.count === 1 ? 'item' : 'items'}: ${list}.`;
}
