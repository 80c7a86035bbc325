/**
 * Build report: how much JavaScript each public page loads before any interaction (gzip), measured by
 * loading the page in Chromium through the real stack (nginx, the services, sample content) and adding
 * up the scripts it fetched. Covers every prerendered page plus a blog post and a case study, which the
 * content service renders at request time. Fails when a page is over the budget.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium, type Response } from '@playwright/test';
import { startStack, WEB_DIST } from '../../infra/src/stack';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { newestItemPage } from '../support/sample-pages';

/** Issue 12: at most 100 KB of JavaScript, compressed, before any interaction (gzip, the larger of gzip and brotli). */
const BUDGET_BYTES = 100 * 1024;

interface PageScripts {
  route: string;
  gzipBytes: number;
  scripts: number;
}

async function main(): Promise<void> {
  const stack = await startStack();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const results: PageScripts[] = [];
  try {
    const routes = [
      ...(await readPrerenderedRoutes()),
      await newestItemPage(stack.baseUrl, 'blog'),
      await newestItemPage(stack.baseUrl, 'case-study'),
    ];
    const gzipSizes = new Map<string, number>();
    for (const route of routes) {
      const result = await measure(browser, `${stack.baseUrl}${route}`, gzipSizes);
      results.push({ route, ...result });
      console.log(`${kb(result.gzipBytes).padStart(6)} KB  ${String(result.scripts).padStart(2)} scripts  ${route}`);
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
  const worst = results.reduce((largest, page) => (page.gzipBytes > largest.gzipBytes ? page : largest));
  console.log(`\nLargest: ${kb(worst.gzipBytes)} KB gzip (${worst.route}); budget ${kb(BUDGET_BYTES)} KB.`);
  const over = results.filter((page) => page.gzipBytes > BUDGET_BYTES);
  if (over.length > 0) {
    console.error(`Over the JavaScript budget: ${over.map((page) => page.route).join(', ')}`);
    process.exit(1);
  }
}

/** The scripts one page fetches until the network is idle, in a fresh context so nothing comes from an earlier page's cache. */
async function measure(browser: Browser, url: string, gzipSizes: Map<string, number>): Promise<Omit<PageScripts, 'route'>> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const scripts = new Map<string, Response>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.status() === 200) scripts.set(new URL(response.url()).pathname, response);
    });
    const response = await page.goto(url, { waitUntil: 'networkidle' });
    if (response?.status() !== 200) throw new Error(`${url} answered ${response?.status()}`);
    let gzipBytes = 0;
    for (const [script, scriptResponse] of scripts) gzipBytes += gzipSize(script, await scriptResponse.body(), gzipSizes);
    return { gzipBytes, scripts: scripts.size };
  } finally {
    await context.close();
  }
}

function gzipSize(scriptPath: string, body: Buffer, cache: Map<string, number>): number {
  const known = cache.get(scriptPath);
  if (known !== undefined) return known;
  const size = gzipSync(body, { level: 6 }).length;
  cache.set(scriptPath, size);
  return size;
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
