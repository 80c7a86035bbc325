/**
 * Build report: how much JavaScript each public page loads before any interaction (gzip), measured by
 * loading the prerendered page in Chromium and adding up the scripts it fetched. Fails above the budget.
 */
import { readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Response } from '@playwright/test';
import { startGateway } from '../../infra/local/gateway';
import { freePort } from '../../infra/src/free-port';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';

const BUDGET_BYTES = 120 * 1024;
const WEB_DIST = path.resolve(__dirname, '../../web/dist');

async function main(): Promise<void> {
  const routes = await readPrerenderedRoutes();
  const port = await freePort();
  const server: Server = await startGateway({
    port,
    webRoot: WEB_DIST,
    authServiceUrl: 'http://127.0.0.1:9',
    contentServiceUrl: 'http://127.0.0.1:9',
    enquiryServiceUrl: 'http://127.0.0.1:9',
    env: {},
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const gzipSizes = new Map<string, number>();
  let worst = 0;
  try {
    for (const route of routes) {
      // A fresh context per page: nothing comes from the cache of an earlier one.
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts = new Map<string, Response>();
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script' && response.status() === 200) scripts.set(new URL(response.url()).pathname, response);
      });
      await page.goto(`http://127.0.0.1:${port}${route}`, { waitUntil: 'networkidle' });
      let total = 0;
      for (const [script, response] of scripts) total += gzipSize(script, await response.body(), gzipSizes);
      await context.close();
      worst = Math.max(worst, total);
      console.log(`${(total / 1024).toFixed(1).padStart(6)} KB  ${route}  (${scripts.size} scripts)`);
    }
  } finally {
    await browser.close();
    server.close();
  }
  console.log(`\nLargest: ${(worst / 1024).toFixed(1)} KB gzip; budget ${(BUDGET_BYTES / 1024).toFixed(0)} KB.`);
  if (worst > BUDGET_BYTES) {
    console.error('Over the JavaScript budget.');
    process.exit(1);
  }
}

function gzipSize(scriptPath: string, body: Buffer, cache: Map<string, number>): number {
  const known = cache.get(scriptPath);
  if (known !== undefined) return known;
  const size = gzipSync(body, { level: 6 }).length;
  cache.set(scriptPath, size);
  return size;
}

/** Every route the build prerendered, read back from the sitemap of static pages plus the alias routes' folders. */
async function readPrerenderedRoutes(): Promise<string[]> {
  const sitemap = await readFile(path.join(WEB_DIST, 'sitemap-pages.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((match) => match[1] || '/');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
