/**
 * `npm run bench:readiness -w content-service`: how long the readiness check takes on a long post (issue 35:
 * 3,000 words with 20 links in under 300 ms). The service's path: the body read with htmlparser2, then every
 * rule of @site/contracts. A benchmark to run by hand, not a timed test: it prints the figures and exits 1
 * when the median is over the budget.
 */
import { checkReadiness, DEFAULT_READINESS_LEVELS } from '@site/contracts';
import { performance } from 'node:perf_hooks';
import { bodyOutline } from '../src/readiness/body-outline';

const WORDS = 3000;
const LINKS = 20;
const RUNS = 50;
const BUDGET_MS = 300;

/** 3,000 words in paragraphs of 100 under h2/h3 headings, a link in every 150 words, an image every 500. */
function longPost(): string {
  const parts: string[] = [];
  for (let word = 0, links = 0; word < WORDS; word += 100) {
    if (word % 500 === 0) parts.push(`<h2>Section ${word / 500 + 1}</h2><p><img src="/media/0a1b2c3d4e5f6a7b-1920x1280-960.jpeg" alt="A server rack, section ${word}"></p>`);
    const sentence = Array.from({ length: 100 }, (_, index) => `word${word + index}`);
    if (links < LINKS) sentence.splice(50, 1, `<a href="/blogs/post-${links++}">the guide to part ${links}</a>`);
    if (links < LINKS) sentence.splice(80, 1, `<a href="https://learn.microsoft.com/page-${links++}">Microsoft's page ${links}</a>`);
    parts.push(`<h3>Part ${word / 100}</h3><p>${sentence.join(' ')}</p>`);
  }
  return parts.join('\n');
}

const content = longPost();
const context = {
  levels: DEFAULT_READINESS_LEVELS,
  siteOrigin: 'https://www.example.com.au',
  publishedItemPaths: new Set(Array.from({ length: 500 }, (_, index) => `/blogs/post-${index}`)),
  socialImageSize: { width: 1920, height: 1280 },
};
const fields = { title: 'A long guide to moving a law firm to Microsoft 365', metaDescription: 'x'.repeat(140), content };
const times: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const start = performance.now();
  checkReadiness(fields, bodyOutline(content), context);
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const outline = bodyOutline(content);
const median = times[Math.floor(RUNS / 2)] ?? 0;
console.log(`${content.split(/\s+/).length} words, ${outline.links.length} links, ${outline.headings.length} headings, ${outline.images.length} images`);
console.log(`readiness check over ${RUNS} runs: median ${median.toFixed(2)} ms, slowest ${(times.at(-1) ?? 0).toFixed(2)} ms (budget ${BUDGET_MS} ms)`);
process.exitCode = median <= BUDGET_MS ? 0 : 1;
