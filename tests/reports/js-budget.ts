/**
 * Build report: how much JavaScript each public page loads before any interaction (brotli, and gzip), measured by
 * loading the page in Chromium through the real stack (nginx, the services, sample content) and adding
 * up the scripts it fetched. Covers every prerendered page plus a blog post and a case study, which the
 * content service renders at request time, and each screen of the staff area (signed in). Fails when a
 * public page is over the budget, or the enquiry inbox over its own.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { type Browser, type BrowserContextOptions, chromium, type Response } from '@playwright/test';
import { startStack, WEB_DIST } from '../../infra/src/stack';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { newestItemPage } from '../support/sample-pages';

/**
 * Issue 12: at most 100 KB of JavaScript, compressed, before any interaction. Checked on brotli, what nginx
 * sends every current browser (they all accept br); gzip, for a client that does not, is printed beside it.
 */
const BUDGET_BYTES = 100 * 1024;

/** Issue 27: someone who only reads enquiries gets the inbox without the editor, in at most 120 KB (brotli). */
const INBOX_BUDGET_BYTES = 120 * 1024;
const EDITOR_PATH = '/admin/module/entries/cms-system';
/** Each staff screen as it is opened from its address (the editor's own tabs are kept in ?tab=). */
const STAFF_SCREENS = [
  { name: 'Basic Info', path: EDITOR_PATH },
  { name: 'Manage Content', path: `${EDITOR_PATH}?tab=manage` },
  { name: 'Enquiries (inbox)', path: '/admin/enquiries' },
  { name: 'Media', path: '/admin/media' },
];

interface PageScripts {
  route: string;
  gzipBytes: number;
  brotliBytes: number;
  scripts: number;
}

async function main(): Promise<void> {
  const stack = await startStack();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const results: PageScripts[] = [];
  const staff: PageScripts[] = [];
  try {
    const routes = [
      ...(await readPrerenderedRoutes()),
      await newestItemPage(stack.baseUrl, 'blog'),
      await newestItemPage(stack.baseUrl, 'case-study'),
    ];
    const sizes = new Map<string, CompressedSizes>();
    for (const route of routes) {
      const result = await measure(browser, `${stack.baseUrl}${route}`, sizes);
      results.push({ route, ...result });
      console.log(`${kb(result.gzipBytes).padStart(6)} KB gzip ${kb(result.brotliBytes).padStart(6)} KB br  ${String(result.scripts).padStart(2)} scripts  ${route}`);
    }
    staff.push(...(await measureStaffScreens(browser, stack.baseUrl, stack.admin, sizes)));
  } finally {
    await browser.close();
    await stack.stop();
  }
  const worst = results.reduce((largest, page) => (page.brotliBytes > largest.brotliBytes ? page : largest));
  const worstGzip = Math.max(...results.map((page) => page.gzipBytes));
  console.log(`\nLargest: ${kb(worst.brotliBytes)} KB br (${worst.route}); budget ${kb(BUDGET_BYTES)} KB br. Largest gzip: ${kb(worstGzip)} KB.`);
  const over = results.filter((page) => page.brotliBytes > BUDGET_BYTES);
  const inbox = staff.find((screen) => screen.route.startsWith('Enquiries'));
  if (inbox && inbox.brotliBytes > INBOX_BUDGET_BYTES) over.push(inbox);
  if (over.length > 0) {
    console.error(`Over the JavaScript budget: ${over.map((page) => page.route).join(', ')}`);
    process.exit(1);
  }
}

/** The staff screens, signed in as the stack's administrator; the login page is measured with them. */
async function measureStaffScreens(
  browser: Browser,
  baseUrl: string,
  admin: { username: string; password: string },
  sizes: Map<string, CompressedSizes>,
): Promise<PageScripts[]> {
  const answer = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(admin) });
  const { token } = (await answer.json()) as { token?: string };
  if (!token) throw new Error(`The staff login answered ${answer.status} without a token`);
  const signedIn = { cookies: [], origins: [{ origin: baseUrl, localStorage: [{ name: 'token', value: token }] }] };
  console.log(`\nStaff area (inbox budget ${kb(INBOX_BUDGET_BYTES)} KB br):`);
  const screens: PageScripts[] = [];
  for (const screen of [{ name: 'Login', path: '/login', state: undefined }, ...STAFF_SCREENS.map((screen) => ({ ...screen, state: signedIn }))]) {
    const result = await measure(browser, `${baseUrl}${screen.path}`, sizes, screen.state);
    screens.push({ route: `${screen.name} (${screen.path})`, ...result });
    console.log(`${kb(result.gzipBytes).padStart(6)} KB gzip ${kb(result.brotliBytes).padStart(6)} KB br  ${String(result.scripts).padStart(2)} scripts  ${screen.name}`);
  }
  return screens;
}

/** The scripts one page fetches until the network is idle, in a fresh context so nothing comes from an earlier page's cache. */
async function measure(
  browser: Browser,
  url: string,
  sizes: Map<string, CompressedSizes>,
  storageState?: BrowserContextOptions['storageState'],
): Promise<Omit<PageScripts, 'route'>> {
  const context = await browser.newContext({ storageState });
  try {
    const page = await context.newPage();
    const scripts = new Map<string, Response>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.status() === 200) scripts.set(new URL(response.url()).pathname, response);
    });
    const response = await page.goto(url, { waitUntil: 'networkidle' });
    if (response?.status() !== 200) throw new Error(`${url} answered ${response?.status()}`);
    let gzipBytes = 0;
    let brotliBytes = 0;
    for (const [script, scriptResponse] of scripts) {
      const compressed = compressedSizes(script, await scriptResponse.body(), sizes);
      gzipBytes += compressed.gzip;
      brotliBytes += compressed.brotli;
    }
    return { gzipBytes, brotliBytes, scripts: scripts.size };
  } finally {
    await context.close();
  }
}

interface CompressedSizes {
  gzip: number;
  brotli: number;
}

/** A script's size as nginx sends it: the build's precompressed files (gzip level 9, brotli quality 11). */
function compressedSizes(scriptPath: string, body: Buffer, cache: Map<string, CompressedSizes>): CompressedSizes {
  let sizes = cache.get(scriptPath);
  if (!sizes) {
    sizes = {
      gzip: gzipSync(body, { level: 9 }).length,
      brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
    cache.set(scriptPath, sizes);
  }
  return sizes;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** Every route the build prerendered, read back from the sitemap of static pages. */
async function readPrerenderedRoutes(): Promise<string[]> {
  const sitemap = await readFile(path.join(WEB_DIST, 'sitemap-pages.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((match) => match[1] || '/');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
