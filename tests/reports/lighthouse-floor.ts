/**
 * A page's floor for `npm run lighthouse`: the same HTML as the page, with every script taken out (script
 * elements, and the preload links that fetch scripts), written into the stack's web root so the same nginx
 * serves it beside the page with the same CSS, images and fonts.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';

/** The web-root folder the floor pages are written under; nginx serves `<folder>/<name>/index.html` at `/<folder>/<name>`. */
const FLOOR_FOLDER = 'lighthouse-floor';

/** Fetches the page through nginx and writes its script-free copy; returns the copy's path on the site. */
export async function writeFloorPage(baseUrl: string, webRoot: string, pagePath: string, name: string): Promise<string> {
  const response = await fetch(`${baseUrl}${pagePath}`);
  if (!response.ok) throw new Error(`${pagePath} answered ${response.status}; cannot make its floor`);
  const folder = path.join(webRoot, FLOOR_FOLDER, name);
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, 'index.html'), withoutScripts(await response.text()));
  const floorPath = `/${FLOOR_FOLDER}/${name}`;
  // Never audit nginx's 404 page as the floor.
  const floor = await fetch(`${baseUrl}${floorPath}`);
  if (!floor.ok || !floor.headers.get('content-type')?.startsWith('text/html')) {
    throw new Error(`nginx answers the floor ${floorPath} with ${floor.status} ${floor.headers.get('content-type') ?? ''}`);
  }
  return floorPath;
}

export function withoutScripts(html: string): string {
  const document = parseDocument(html, { decodeEntities: false });
  const fetchesScript = DomUtils.findAll((element) => {
    if (element.name === 'script') return true;
    if (element.name !== 'link') return false;
    const rel = (element.attribs.rel ?? '').toLowerCase().split(/\s+/);
    return rel.includes('modulepreload') || (rel.includes('preload') && element.attribs.as === 'script');
  }, document.children);
  for (const element of fetchesScript) DomUtils.removeElement(element);
  return DomUtils.getOuterHTML(document, { decodeEntities: false });
}
