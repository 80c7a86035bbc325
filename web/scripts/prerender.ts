/**
 * Renders every static public route to dist/<route>/index.html so pages arrive complete (text, title,
 * meta tags) before any JavaScript runs; the client bundle then hydrates them. Also writes the SPA
 * shell for the routes the browser renders (200.html), the staff area's shell (staff.html), the Not Found page (404.html), robots.txt and the sitemap of static pages.
 * The staff pages that need no token (login, invitation, password reset) are prerendered too, but left out of the sitemap.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Manifest } from 'vite';
import type { DocumentAssets } from '../src/app/document';
import { parseRuntimeConfig } from '../src/config/runtime-config';
import type { RenderOptions } from '../src/entry-server';
import { writeCrawlerFiles } from './crawler-files';

const WEB_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(WEB_ROOT, 'dist');
const MANIFEST = path.join(DIST, '.vite/manifest.json');
const PAGE_LOADER_MANIFEST = path.join(DIST, '.vite/page-loader-manifest.json');
const STAFF_MANIFEST = path.join(DIST, '.vite/staff-manifest.json');
const SERVER_DIST = path.join(WEB_ROOT, 'dist-server');
const SERVER_ENTRY = path.join(SERVER_DIST, 'entry-server.cjs');
/** The built file names, beside the renderer, for the content service that renders posts at request time. */
const SERVER_ASSETS = path.join(SERVER_DIST, 'assets.json');
const CLIENT_ENTRY = 'src/entry-client.tsx';
const STAFF_ENTRY = 'src/entry-staff.tsx';
const PAGE_LOADER = 'src/page-loader.ts';

interface ServerEntry {
  renderPage(url: string, options: RenderOptions): Promise<string>;
  renderShell(options: RenderOptions): Promise<string>;
  staticPublicPaths(): string[];
  aliasPaths(): string[];
  staffPublicPaths(): string[];
}

async function main(): Promise<void> {
  const entry = ((await import(pathToFileURL(SERVER_ENTRY).href)) as { default: ServerEntry }).default;
  const envFile = path.join(WEB_ROOT, '../.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const options: RenderOptions = { config: parseRuntimeConfig(process.env), assets: await readAssets() };

  await writeFile(SERVER_ASSETS, JSON.stringify(options.assets));
  await writeFile(path.join(DIST, '200.html'), await entry.renderShell(options));
  // The staff area's shell: the same document, starting the staff area's app.
  const staffAssets = await readAssets(STAFF_MANIFEST, STAFF_ENTRY);
  const staffPreloads = [staffAssets.entry, staffAssets.app, ...(await staticImportFiles(STAFF_MANIFEST, STAFF_ENTRY))];
  await writeFile(path.join(DIST, 'staff.html'), await entry.renderShell({ ...options, assets: { ...staffAssets, modulePreloads: staffPreloads } }));
  // No page has this path, so it renders the Not Found page: served as 404.html with status 404.
  const notFoundRoute = '/404';
  const routes = [...entry.staticPublicPaths(), ...entry.aliasPaths(), ...entry.staffPublicPaths(), notFoundRoute];
  for (const route of routes) {
    const html = await entry.renderPage(route, options);
    const file = route === notFoundRoute ? path.join(DIST, '404.html') : path.join(DIST, route, 'index.html');
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, html);
  }
  await writeCrawlerFiles(DIST, options.config.SITE_URL, entry.staticPublicPaths());
  // The manifest served its purpose; it is not for the public.
  await rm(path.dirname(MANIFEST), { recursive: true });
  console.log(`Prerendered ${routes.length} routes into ${path.relative(process.cwd(), DIST)}/`);
}

/** The page loader's and an app entry's files (the public pages' or the staff area's) as Vite's manifests (one per build) name them. */
async function readAssets(appManifest = MANIFEST, appEntry = CLIENT_ENTRY): Promise<DocumentAssets> {
  const manifest = await readManifest(appManifest);
  const loaderManifest = await readManifest(PAGE_LOADER_MANIFEST);
  const file = (from: Manifest, key: string) => {
    const chunk = from[key];
    if (!chunk) throw new Error(`The build's manifest has no entry for ${key}`);
    return `/${chunk.file}`;
  };
  const styled = [appEntry, ...staticImports(manifest, appEntry)];
  return {
    entry: file(loaderManifest, PAGE_LOADER),
    app: file(manifest, appEntry),
    // The styles of the app entry and of every chunk it imports: the build may move them to an imported chunk.
    stylesheets: [...new Set(styled.flatMap((key) => manifest[key]?.css ?? []))].map((css) => `/${css}`),
  };
}

/** The built files of every chunk an app entry imports statically (the scripts it cannot start without). */
async function staticImportFiles(appManifest: string, appEntry: string): Promise<string[]> {
  const manifest = await readManifest(appManifest);
  return staticImports(manifest, appEntry).flatMap((key) => (manifest[key] ? [`/${manifest[key].file}`] : []));
}

async function readManifest(file: string): Promise<Manifest> {
  return JSON.parse(await readFile(file, 'utf8')) as Manifest;
}

/** The manifest keys of every chunk `key` imports statically, directly or through another chunk (Vite's backend integration guide). */
function staticImports(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  for (const imported of manifest[key]?.imports ?? []) {
    if (seen.has(imported)) continue;
    seen.add(imported);
    staticImports(manifest, imported, seen);
  }
  return [...seen];
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
