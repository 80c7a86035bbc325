import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { appendFileSync, openSync, closeSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface ServiceProcessOptions {
  name: string;
  /** Folder holding the built service (its dist/main.js). */
  cwd: string;
  env: NodeJS.ProcessEnv;
  port: number;
  /** Where the service answers GET /health. */
  healthUrl: string;
  /**
   * Receives each line the service writes (also kept in logFile). Without it the service writes to its
   * file directly instead of a pipe, so a busy service's request log costs this process nothing (the
   * benchmark measures from it).
   */
  output?: (line: string) => void;
  startupTimeoutMs?: number;
}

export interface ServiceProcess {
  name: string;
  port: number;
  /** Everything the service wrote to stdout and stderr (its JSON log lines), until stop() removes it. */
  logFile: string;
  /** The service's process id (reports sample its memory). */
  pid: number;
  stop(): Promise<void>;
}

export async function startServiceProcess(options: ServiceProcessOptions): Promise<ServiceProcess> {
  const logFolder = await mkdtemp(path.join(tmpdir(), `${options.name}-log-`));
  const logFile = path.join(logFolder, 'output.log');
  const logFd = options.output ? undefined : openSync(logFile, 'a');
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: options.cwd,
    env: { ...process.env, ...options.env, PORT: String(options.port) },
    stdio: logFd === undefined ? ['ignore', 'pipe', 'pipe'] : ['ignore', logFd, logFd],
  });
  if (logFd !== undefined) closeSync(logFd);
  let recentOutput = '';
  const output = options.output;
  if (output) {
    const record = (chunk: Buffer): void => {
      const text = chunk.toString();
      recentOutput = (recentOutput + text).slice(-4000);
      appendFileSync(logFile, text);
      for (const line of text.split('\n').filter(Boolean)) output(`[${options.name}] ${line}`);
    };
    child.stdout?.on('data', record);
    child.stderr?.on('data', record);
  }
  const lastOutput = async () => (output ? recentOutput : (await readFile(logFile, 'utf8').catch(() => '')).slice(-4000));
  const removeLog = () => rm(logFolder, { recursive: true, force: true });

  try {
    await waitForHealth(options, child);
  } catch (error) {
    await stopChild(child);
    const message = `${options.name} did not become healthy: ${(error as Error).message}\n${await lastOutput()}`;
    await removeLog();
    throw new Error(message, { cause: error });
  }
  return {
    name: options.name,
    port: options.port,
    logFile,
    pid: child.pid ?? 0,
    stop: async () => {
      await stopChild(child);
      await removeLog();
    },
  };
}

async function waitForHealth(options: ServiceProcessOptions, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + (options.startupTimeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited with code ${child.exitCode}`);
    try {
      const response = await fetch(options.healthUrl);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`no healthy answer from ${options.healthUrl}`);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const forceKill = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(forceKill);
}
