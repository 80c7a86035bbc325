/**
 * Lighthouse runs for `npm run lighthouse`: the CLI in its default mobile mode, a fresh Chromium each run.
 * The CLI is used rather than the Node API: tsx's transform would leak helpers into the functions
 * Lighthouse sends to the browser.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Result } from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';

const LIGHTHOUSE = path.resolve(__dirname, '../../node_modules/.bin/lighthouse');

/**
 * How many runs per page and variant; LIGHTHOUSE_RUNS changes it. Five, not three: on a two-core machine one
 * run in three can double a page's blocking time (its floor's too), and a median of three then follows it.
 */
export function runsPerPage(): number {
  const configured = process.env.LIGHTHOUSE_RUNS;
  if (configured === undefined || configured === '') return 5;
  const runs = Number(configured);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`LIGHTHOUSE_RUNS must be a whole number of at least 1, not "${configured}"`);
  return runs;
}

/** Tries per run: after some runtime errors (a trace it could not record, say) Lighthouse asks to be run again. */
const ATTEMPTS = 3;

export async function audit(url: string): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await auditOnce(url);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      console.error(`Lighthouse run ${attempt} of ${url} failed; running it again`);
    }
  }
}

async function auditOnce(url: string): Promise<Result> {
  const { stdout } = await promisify(execFile)(
    LIGHTHOUSE,
    [url, '--output=json', '--output-path=stdout', '--quiet', `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, maxBuffer: 64 * 1024 * 1024 },
  ).catch((error: unknown) => {
    // A run that hit a runtime error exits 1 with its report (and the error) on stdout.
    const stdout = (error as { stdout?: string }).stdout;
    if (!stdout) throw error;
    return { stdout };
  });
  const result = JSON.parse(stdout) as Result;
  if (result.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${result.runtimeError.message}`);
  return result;
}
