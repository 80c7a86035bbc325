/** Runs one of the project's npm scripts as an operator would type it: `npm run <name> -- <args>`. */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

export interface ScriptResult {
  code: number | null;
  output: string;
}

export async function runNpmScript(name: string, args: string[], env: Record<string, string>): Promise<ScriptResult> {
  const child = spawn('npm', ['run', '--silent', name, '--', ...args], { cwd: ROOT, env: { ...process.env, DATABASE_URL: '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, output };
}
