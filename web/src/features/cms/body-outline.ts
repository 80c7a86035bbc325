import type { BodyOutline } from '@site/contracts';

/** The editor's body as the readiness rules read it, with the browser's own parser (no script runs, nothing loads). */
export function bodyOutline(html: string): BodyOutline {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const text = (element: Element) => element.textContent ?? '';
  return {
    headings: [...body.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => ({ level: Number(heading.tagName.slice(1)), text: text(heading) })),
    links: [...body.querySelectorAll('a[href]')].map((link) => ({ href: link.getAttribute('href') ?? '', text: text(link) })),
    images: [...body.querySelectorAll('img')].map((image) => ({ src: image.getAttribute('src') ?? '', alt: image.getAttribute('alt') ?? '' })),
  };
}
