/**
 * `npm run lighthouse`: Lighthouse in its default mobile mode (simulated slow 4G, mid-range phone)
 * against the real stack behind nginx, on the four pages the issue names. Prints scores and vitals.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startStack } from '../../infra/src/stack';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';

const PAGES = ['/', '/services/security/mdr', '/industries/construction', '/contact-us'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

async function main(): Promise<void> {
  const stack = await startStack();
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  try {
    console.log('page'.padEnd(28), 'perf  a11y  best  seo   LCP      CLS     TBT');
    for (const page of PAGES) {
      const result = await lighthouse(`${stack.baseUrl}${page}`, { port: chrome.port, output: 'json', logLevel: 'error' });
      if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
      const { categories, audits } = result.lhr;
      const scores = CATEGORIES.map((name) => String(Math.round((categories[name]?.score ?? 0) * 100)).padEnd(5));
      const vitals = [
        audits['largest-contentful-paint']?.displayValue ?? '?',
        audits['cumulative-layout-shift']?.displayValue ?? '?',
        audits['total-blocking-time']?.displayValue ?? '?',
      ];
      console.log(page.padEnd(28), scores.join(' '), vitals.map((value) => value.padEnd(8)).join(' '));
    }
  } finally {
    chrome.kill();
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
