/**
 * The stack the end-to-end tests run against, started once per run by global-setup.ts.
 * Tests read its addresses and credentials with stackInfo(); the browser's baseURL comes from
 * E2E_BASE_URL (see playwright.config.ts).
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startStack, type Stack } from '../../infra/src/stack';

export type StackInfo = Omit<Stack, 'stop' | 'restartAuthService'>;

const INFO_FILE_VARIABLE = 'E2E_STACK_FILE';
let running: { stack: Stack; infoDir: string } | undefined;

/** Two different hCaptcha test keys, so a test can tell which one the site chose for its host name. */
const DISTINCT_CAPTCHA_KEYS = {
  HCAPTCHA_SITE_KEY: '20000000-ffff-ffff-ffff-000000000002',
  HCAPTCHA_DEV_SITE_KEY: '10000000-ffff-ffff-ffff-000000000001',
};

export async function startTestStack(): Promise<StackInfo> {
  const stack = await startStack({
    runtimeConfig: DISTINCT_CAPTCHA_KEYS,
    // content-service learns of logouts every 2 s instead of every 20 s, so the revocation test stays short.
    serviceEnv: { SESSION_REVOCATION_POLL_SECONDS: '2' },
    log: process.env.E2E_VERBOSE ? (line) => console.log(line) : undefined,
  });
  const { stop: _stop, restartAuthService: _restartAuthService, ...info } = stack;
  const infoDir = await mkdtemp(path.join(tmpdir(), 'site-e2e-'));
  const infoFile = path.join(infoDir, 'stack.json');
  await writeFile(infoFile, JSON.stringify(info, null, 2));
  running = { stack, infoDir };
  process.env[INFO_FILE_VARIABLE] = infoFile;
  process.env.E2E_BASE_URL = stack.baseUrl;
  process.env.E2E_ADMIN_USERNAME = stack.admin.username;
  process.env.E2E_ADMIN_PASSWORD = stack.admin.password;
  return info;
}

export async function stopTestStack(): Promise<void> {
  if (!running) return;
  const { stack, infoDir } = running;
  running = undefined;
  await stack.stop();
  await rm(infoDir, { recursive: true, force: true });
}

export function stackInfo(): StackInfo {
  const file = process.env[INFO_FILE_VARIABLE];
  if (!file) throw new Error(`${INFO_FILE_VARIABLE} is not set: run the tests through playwright.config.ts, whose global setup starts the stack`);
  return JSON.parse(readFileSync(file, 'utf8')) as StackInfo;
}
