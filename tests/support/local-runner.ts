/** Runs npm start's program (infra/local/start.ts) as a child process, as a developer would. */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { expect } from '@playwright/test';

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
  // As `npm start` runs it (package.json): one process, so a signal to child.pid reaches the runner itself.
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/start.ts'], {
    cwd,
    env: { ...process.env, DATABASE_URL: '', SEED_SAMPLE_CONTENT: 'true', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

/**
 * The signal goes to the runner's pid only, as `kill` or a process manager sends it (Ctrl-C in a terminal
 * signals the whole group, so each part would get it itself): the runner stops cleanly, exits 0 and the
 * site no longer answers.
 */
export async function stopLocalRunner({ child, output }: LocalRunner, port: number, signal: NodeJS.Signals = 'SIGINT'): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = once(child, 'exit');
  child.kill(signal);
  const [code] = (await exited) as [number | null];
  expect(code, output()).toBe(0);
  await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
}
