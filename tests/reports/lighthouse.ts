/**
 * `npm run lighthouse`: Lighthouse in its default mobile mode (simulated slow 4G, mid-range phone) against
 * the real stack behind nginx, on the page types of issue 12: home, a consultant page, an industry page,
 * contact, both insight listings, the newest blog post and case study from the sample content, and a post
 * whose hero and body hold uploaded 4000 x 3000 photos (photo-post.ts, issue 25). Each page
 * is measured beside its floor (the same HTML without scripts, lighthouse-floor.ts), LIGHTHOUSE_RUNS runs
 * each (default 5), every figure the median of its runs (medianFigures). Prints one table, writes the run
 * Lighthouse's computeMedianRun picks (nearest the median FCP and time to interactive) as full JSON to
 * reports/out/, and exits 1 listing every target a page misses (lighthouse-table.ts).
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { startStack } from '../../infra/src/stack';
import { newestItemPage } from '../support/sample-pages';
import { createPhotoPost } from './photo-post';
import { writeFloorPage } from './lighthouse-floor';
import { audit, runsPerPage } from './lighthouse-runs';
import { figures, medianFigures, misses, table, type Row } from './lighthouse-table';

const PAGES = ['/', '/services/security/mdr', '/industries/construction', '/contact-us', '/insights/blogs', '/insights/case-studies'];
const OUT = path.resolve(__dirname, 'out');

/** A file-name-safe name for a page path: `/` is home, `/insights/blogs` is insights-blogs. */
function pageName(page: string): string {
  return page === '/' ? 'home' : page.slice(1).replace(/[^a-z0-9]+/gi, '-');
}

/** Runs the page and its floor in turn, so a burst of load on the machine hits both alike. */
async function measure(baseUrl: string, page: string, floor: string, runs: number): Promise<{ shipped: Result[]; floor: Result[] }> {
  const shippedRuns: Result[] = [];
  const floorRuns: Result[] = [];
  for (let run = 0; run < runs; run += 1) {
    shippedRuns.push(await audit(`${baseUrl}${page}`));
    floorRuns.push(await audit(`${baseUrl}${floor}`));
  }
  return { shipped: shippedRuns, floor: floorRuns };
}

async function main(): Promise<void> {
  const runs = runsPerPage();
  await rm(OUT, { recursive: true, force: true });
  await mkdir(OUT, { recursive: true });
  const stack = await startStack();
  const rows: Row[] = [];
  try {
    const posts = await Promise.all([newestItemPage(stack.baseUrl, 'blog'), newestItemPage(stack.baseUrl, 'case-study')]);
    // Issue 25: a post with two staff-uploaded 4000 x 3000 photos (hero and body).
    posts.push(await createPhotoPost(stack.baseUrl, stack.admin));
    for (const page of [...PAGES, ...posts]) {
      const name = pageName(page);
      const floorPath = await writeFloorPage(stack.baseUrl, stack.webRoot, page, name);
      console.error(`Auditing ${page} and ${floorPath}, ${runs} run(s) each`);
      const measured = await measure(stack.baseUrl, page, floorPath, runs);
      await writeFile(path.join(OUT, `${name}.json`), JSON.stringify(computeMedianRun(measured.shipped), null, 2));
      await writeFile(path.join(OUT, `${name}.floor.json`), JSON.stringify(computeMedianRun(measured.floor), null, 2));
      const shippedFigures = measured.shipped.map(figures);
      const floorFigures = measured.floor.map(figures);
      rows.push({
        page,
        shipped: medianFigures(shippedFigures),
        floor: medianFigures(floorFigures),
        shippedTbtRunsMs: shippedFigures.map((run) => run.tbtMs),
        floorTbtRunsMs: floorFigures.map((run) => run.tbtMs),
      });
    }
  } finally {
    await stack.stop();
  }
  console.log(`Lighthouse mobile, each figure the median of ${runs} run(s) per page and floor (median runs in ${path.relative(process.cwd(), OUT)}/)\n`);
  console.log(table(rows));
  const missed = rows.flatMap(misses);
  if (missed.length > 0) {
    console.error(`\n${missed.length} target(s) missed:\n${missed.map((line) => `- ${line}`).join('\n')}`);
    process.exit(1);
  }
  console.log('\nEvery page meets the targets of issue 12.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
