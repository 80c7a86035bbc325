/**
 * `npm run lighthouse`: Lighthouse in its default mobile mode (simulated slow 4G, mid-range phone)
 * against the real stack behind nginx, on the four pages the issue names and on a blog post and a case
 * study from the sample content (pages content-service renders). Prints scores and vitals.
 * The CLI is used rather than the Node API: tsx's transform would leak helpers into the functions
 * Lighthouse sends to the browser.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { startStack } from '../../infra/src/stack';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';

const PAGES = ['/', '/services/security/mdr', '/industries/construction', '/contact-us', '/insights/blogs', '/insights/case-studies'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const LIGHTHOUSE = path.resolve(__dirname, '../../node_modules/.bin/lighthouse');

interface LighthouseResult {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { displayValue?: string }>;
}

async function audit(url: string): Promise<LighthouseResult> {
  const { stdout } = await promisify(execFile)(
    LIGHTHOUSE,
    [url, '--output=json', '--output-path=stdout', '--quiet', `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as LighthouseResult;
}

/** The newest published item of a type (the stack seeds the sample content), as its page path. */
async function samplePage(baseUrl: string, type: 'blog' | 'case-study', section: string): Promise<string> {
  const [first] = (await (await fetch(`${baseUrl}/api/content?type=${type}`)).json()) as Array<{ slug: string }>;
  if (!first) throw new Error(`No published ${type} to audit`);
  return `${section}/${first.slug}`;
}

async function main(): Promise<void> {
  const stack = await startStack();
  try {
    const posts = await Promise.all([samplePage(stack.baseUrl, 'blog', '/blogs'), samplePage(stack.baseUrl, 'case-study', '/case-studies')]);
    console.log('page'.padEnd(28), 'perf  a11y  best  seo   LCP      CLS     TBT');
    for (const page of [...PAGES, ...posts]) {
      const { categories, audits } = await audit(`${stack.baseUrl}${page}`);
      const scores = CATEGORIES.map((name) => String(Math.round((categories[name]?.score ?? 0) * 100)).padEnd(5));
      const vitals = ['largest-contentful-paint', 'cumulative-layout-shift', 'total-blocking-time'].map(
        (name) => (audits[name]?.displayValue ?? '?').padEnd(8),
      );
      console.log(page.padEnd(28), scores.join(' '), vitals.join(' '));
    }
  } finally {
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
