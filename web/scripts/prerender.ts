/**
 * Renders every static public route to dist/<route>/index.html so pages arrive complete (text, title,
 * meta tags) before any JavaScript runs; the client bundle then hydrates them. Also writes the SPA
 * shell used for every other path (200.html), robots.txt and the sitemap of static pages.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseRuntimeConfig, type RuntimeConfig } from '../src/config/runtime-config';
import { writeCrawlerFiles } from './crawler-files';

const WEB_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(WEB_ROOT, 'dist');
const SERVER_ENTRY = path.join(WEB_ROOT, '.ssr-build/entry-server.js');
const TITLE_PLACEHOLDER = /<title>[^<]*<\/title>/;
const ROOT_ELEMENT = '<div id="root"></div>';
/** React 19 emits the <title>, <meta> and <link> tags a page renders ahead of its markup. */
const LEADING_HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)+/;

interface ServerEntry {
  renderRoute(url: string, config: RuntimeConfig): Promise<string>;
  staticPublicPaths(): string[];
  aliasPaths(): string[];
}

async function main(): Promise<void> {
  const entry = (await import(pathToFileURL(SERVER_ENTRY).href)) as ServerEntry;
  const envFile = path.join(WEB_ROOT, '../.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const config = parseRuntimeConfig(process.env);
  const template = await readShellTemplate();
  if (!template.includes(ROOT_ELEMENT) || !TITLE_PLACEHOLDER.test(template)) {
    throw new Error('dist/index.html lacks the <title> or the empty #root element the prerender fills');
  }
  await writeFile(path.join(DIST, '200.html'), template);

  const routes = [...entry.staticPublicPaths(), ...entry.aliasPaths()];
  for (const route of routes) {
    const rendered = await entry.renderRoute(route, config);
    const headTags = LEADING_HEAD_TAGS.exec(rendered)?.[0] ?? '';
    if (!headTags.includes('<title>')) throw new Error(`${route} rendered no <title>: every page needs <PageMeta>`);
    const body = rendered.slice(headTags.length);
    if (/<script(?![^>]*type="application\/(?:ld\+)?json")/.test(body) || body.includes('hidden id="S:')) {
      throw new Error(`${route} rendered an inline script or a deferred segment: the page would not show without JavaScript`);
    }
    const page = template
      .replace(TITLE_PLACEHOLDER, headTags)
      .replace(ROOT_ELEMENT, `<div id="root">${body}</div>${configSnapshot(config)}`);
    const file = path.join(DIST, route, 'index.html');
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, page);
  }
  await writeCrawlerFiles(DIST, config.SITE_URL, entry.staticPublicPaths());
  console.log(`Prerendered ${routes.length} routes into ${path.relative(process.cwd(), DIST)}/`);
}

/** Vite's index.html, or the copy kept as 200.html once the prerender has replaced index.html with the home page. */
async function readShellTemplate(): Promise<string> {
  const viteOutput = await readFile(path.join(DIST, 'index.html'), 'utf8');
  return viteOutput.includes(ROOT_ELEMENT) ? viteOutput : readFile(path.join(DIST, '200.html'), 'utf8');
}

/** The values the HTML was rendered with, so hydration starts from the same ones (a data block, not a script). */
function configSnapshot(config: RuntimeConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<script type="application/json" id="prerender-config">${json}</script>`;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
