import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';

export interface ServiceProcessOptions {
  name: string;
  /** Folder holding the built service (its dist/main.js). */
  cwd: string;
  env: NodeJS.ProcessEnv;
  port: number;
  /** Where the service answers GET /health. */
  healthUrl: string;
  output?: (line: string) => void;
  startupTimeoutMs?: number;
}

export interface ServiceProcess {
  name: string;
  port: number;
  stop(): Promise<void>;
}

export async function startServiceProcess(options: ServiceProcessOptions): Promise<ServiceProcess> {
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: options.cwd,
    env: { ...process.env, ...options.env, PORT: String(options.port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = options.output ?? (() => undefined);
  let recentOutput = '';
  const record = (chunk: Buffer): void => {
    const text = chunk.toString();
    recentOutput = (recentOutput + text).slice(-4000);
    for (const line of text.split('\n').filter(Boolean)) output(`[${options.name}] ${line}`);
  };
  child.stdout?.on('data', record);
  child.stderr?.on('data', record);

  try {
    await waitForHealth(options, child);
  } catch (error) {
    await stopChild(child);
    throw new Error(`${options.name} did not become healthy: ${(error as Error).message}\n${recentOutput}`, { cause: error });
  }
  return { name: options.name, port: options.port, stop: () => stopChild(child) };
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
