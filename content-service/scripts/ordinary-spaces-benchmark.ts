/**
 * How long storing a post body full of non-breaking spaces takes (the sanitiser, which normalises them):
 * `npx tsx content-service/scripts/ordinary-spaces-benchmark.ts [count]`. Prints the median of five runs.
 */
import { sanitiseHtml } from '../src/content/html-sanitiser';

const count = Number(process.argv[2] ?? 200_000);
const bodies: Record<string, string> = {
  'run ending the paragraph': `<p>word${'&nbsp;'.repeat(count)}</p>`,
  'run between two words': `<p>one${'\u00a0'.repeat(count)}two</p>`,
  'words joined by &nbsp;': `<p>${Array.from({ length: count }, () => 'w').join('&nbsp;')}</p>`,
};

function medianMs(html: string): number {
  const times = Array.from({ length: 5 }, () => {
    const started = performance.now();
    sanitiseHtml(html);
    return performance.now() - started;
  }).sort((a, b) => a - b);
  return times[2]!;
}

for (const [name, html] of Object.entries(bodies)) {
  console.log(`${count} non-breaking spaces, ${name} (${(html.length / 1024).toFixed(0)} KB): ${medianMs(html).toFixed(1)} ms`);
}
