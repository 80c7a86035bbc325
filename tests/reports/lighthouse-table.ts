/**
 * The figures `npm run lighthouse` prints for each page beside its floor, and the targets of issue 12 they
 * are held to: 100 in all four categories, first paint within 10% and LCP within 15% of the floor's,
 * no layout shift at all, at most 50 ms of blocking time and 100 KB of JavaScript over the wire.
 */
import type { Result } from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface Figures {
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  scriptBytes: number;
  scriptCount: number;
}

export interface Row {
  page: string;
  /** Each figure the median of the page's runs (medianFigures). */
  shipped: Figures;
  floor: Figures;
  /**
   * The blocking time of each run of the page and of its floor, printed beside the medians: it is the
   * noisiest figure, and the floor's runs show how much of it the HTML and CSS alone cost on this machine.
   */
  shippedTbtRunsMs: number[];
  floorTbtRunsMs: number[];
}

export const TARGETS = { score: 100, fcpRatio: 1.1, lcpRatio: 1.15, cls: 0, tbtMs: 50, scriptBytes: 100 * 1024 };
/** Issue 36 item 6: pages held to an LCP of their own as well (the contact page, whose map used to delay it). */
export const LCP_LIMITS_MS: Record<string, number> = { '/contact-us': 1000 };

export function figures(result: Result): Figures {
  const numeric = (audit: string): number => {
    const value = result.audits[audit]?.numericValue;
    if (value === undefined) throw new Error(`${result.finalDisplayedUrl}: no ${audit} figure`);
    return value;
  };
  const scores = Object.fromEntries(
    CATEGORIES.map((name) => [name, Math.round((result.categories[name]?.score ?? 0) * 100)]),
  ) as Figures['scores'];
  const details = result.audits['network-requests']?.details;
  const requests = details?.type === 'table' ? (details.items as Array<{ resourceType?: string; transferSize?: number }>) : [];
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  return {
    scores,
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    scriptBytes: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    scriptCount: scripts.length,
  };
}

/**
 * Each figure's median over the runs, as Lighthouse CI's `median` aggregation takes it: one busy moment of
 * the machine in one run (TBT scales the main thread's real task times) does not decide the result.
 */
export function medianFigures(runs: Figures[]): Figures {
  if (runs.length === 0) throw new Error('no runs to take the median of');
  const median = (pick: (figures: Figures) => number): number => {
    const values = runs.map(pick).sort((a, b) => a - b);
    const middle = Math.floor(values.length / 2);
    return values.length % 2 === 1 ? values[middle] : (values[middle - 1] + values[middle]) / 2;
  };
  return {
    scores: Object.fromEntries(CATEGORIES.map((name) => [name, median((figures) => figures.scores[name])])) as Figures['scores'],
    fcpMs: median((figures) => figures.fcpMs),
    lcpMs: median((figures) => figures.lcpMs),
    cls: median((figures) => figures.cls),
    tbtMs: median((figures) => figures.tbtMs),
    scriptBytes: median((figures) => figures.scriptBytes),
    scriptCount: median((figures) => figures.scriptCount),
  };
}

/** What the page misses, one line each; empty when it meets every target. */
export function misses({ page, shipped, floor }: Row): string[] {
  const found: string[] = [];
  for (const name of CATEGORIES) {
    if (shipped.scores[name] < TARGETS.score) found.push(`${page}: ${name} ${shipped.scores[name]}, target ${TARGETS.score}`);
  }
  const fcpRatio = shipped.fcpMs / floor.fcpMs;
  if (fcpRatio > TARGETS.fcpRatio) found.push(`${page}: FCP ${seconds(shipped.fcpMs)} is ${fcpRatio.toFixed(2)} × the floor's ${seconds(floor.fcpMs)}, target ≤ ${TARGETS.fcpRatio}`);
  const lcpRatio = shipped.lcpMs / floor.lcpMs;
  if (lcpRatio > TARGETS.lcpRatio) found.push(`${page}: LCP ${seconds(shipped.lcpMs)} is ${lcpRatio.toFixed(2)} × the floor's ${seconds(floor.lcpMs)}, target ≤ ${TARGETS.lcpRatio}`);
  const lcpLimit = LCP_LIMITS_MS[page];
  if (lcpLimit !== undefined && shipped.lcpMs > lcpLimit) found.push(`${page}: LCP ${seconds(shipped.lcpMs)}, target ≤ ${seconds(lcpLimit)}`);
  if (shipped.cls > TARGETS.cls) found.push(`${page}: CLS ${shipped.cls.toPrecision(2)}, target 0`);
  if (shipped.tbtMs > TARGETS.tbtMs) found.push(`${page}: TBT ${Math.round(shipped.tbtMs)} ms, target ≤ ${TARGETS.tbtMs} ms`);
  if (shipped.scriptBytes > TARGETS.scriptBytes) found.push(`${page}: ${kilobytes(shipped.scriptBytes)} of JavaScript, target ≤ ${kilobytes(TARGETS.scriptBytes)}`);
  return found;
}

const COLUMNS = ['page', 'perf a11y bp seo', 'FCP', 'floor FCP', 'FCP/floor', 'LCP', 'floor LCP', 'LCP/floor', 'CLS', 'TBT (each run)', 'floor TBT (each run)', 'JS (scripts)'];

/** A Markdown table, so the output can go straight into a note. */
export function table(rows: Row[]): string {
  const lines = rows.map(({ page, shipped, floor, shippedTbtRunsMs, floorTbtRunsMs }) => [
    page,
    Object.values(shipped.scores).join(' '),
    seconds(shipped.fcpMs),
    seconds(floor.fcpMs),
    (shipped.fcpMs / floor.fcpMs).toFixed(2),
    seconds(shipped.lcpMs),
    seconds(floor.lcpMs),
    (shipped.lcpMs / floor.lcpMs).toFixed(2),
    layoutShift(shipped.cls),
    blockingTime(shipped.tbtMs, shippedTbtRunsMs),
    blockingTime(floor.tbtMs, floorTbtRunsMs),
    `${kilobytes(shipped.scriptBytes)} (${shipped.scriptCount})`,
  ]);
  return [COLUMNS, COLUMNS.map(() => '---'), ...lines].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

function blockingTime(medianMs: number, runsMs: number[]): string {
  return `${Math.round(medianMs)} ms (${runsMs.map(Math.round).join(', ')})`;
}

/** Three decimals, but a shift too small to show there is not printed as a clean 0. */
function layoutShift(cls: number): string {
  return cls > 0 && cls < 0.0005 ? '<0.001' : cls.toFixed(3);
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}

function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
