/**
 * Measures what the Kubernetes manifests' probe timings and resource requests are based on: for each built
 * service, the time from `node dist/main.js` to the first 200 from /health/ready (first start, with the
 * migrations, and a restart), its memory (RSS) idle and at peak under load, the CPU it used under load, and
 * the time from SIGTERM to exit after the traffic stopped (the drain). Run: `npx tsx infra/kubernetes/measure-services.ts`
 * after `npm run build -w @site/contracts -w @site/nest-server-kit -w auth-service -w content-service -w enquiry-service`.
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { freePort } from '../src/free-port';
import { startTestDatabase, type TestDatabase } from '../src/test-database';

const ROOT = path.resolve(__dirname, '../..');
const CLOCK_TICKS_PER_SECOND = 100;

interface Measured {
  service: string;
  startMs: number;
  restartMs: number;
  idleRssMiB: number;
  peakRssMiB: number;
  cpuMillicoresUnderLoad: number;
  requestsPerSecond: number;
  drainToExitMs: number;
}

function memoryMiB(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((entry) => entry.startsWith(field));
  return Math.round(Number(line?.split(/\s+/)[1] ?? 0) / 1024);
}

function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}

async function startTimed(service: string, env: NodeJS.ProcessEnv, port: number): Promise<{ child: ChildProcess; ms: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, ['dist/main.js'], { cwd: path.join(ROOT, service), env: { ...process.env, ...env, PORT: String(port) }, stdio: 'ignore' });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${service} exited with ${child.exitCode}`);
    const ready = await fetch(`http://127.0.0.1:${port}/health/ready`).then((answer) => answer.ok, () => false);
    if (ready) return { child, ms: Math.round(performance.now() - started) };
    await delay(25);
  }
}

async function stopTimed(child: ChildProcess): Promise<number> {
  const started = performance.now();
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
  return Math.round(performance.now() - started);
}

async function measure(service: string, env: NodeJS.ProcessEnv, loadPath: string): Promise<Measured> {
  const port = await freePort();
  const first = await startTimed(service, env, port);
  await stopTimed(first.child);
  const { child, ms: restartMs } = await startTimed(service, env, port);
  const pid = child.pid ?? 0;
  await delay(2000);
  const idleRssMiB = memoryMiB(pid, 'VmRSS');
  const cpuBefore = cpuSeconds(pid);
  const loadSeconds = 10;
  const result = await autocannon({ url: `http://127.0.0.1:${port}${loadPath}`, connections: 32, duration: loadSeconds });
  const cpuMillicoresUnderLoad = Math.round(((cpuSeconds(pid) - cpuBefore) / loadSeconds) * 1000);
  const peakRssMiB = memoryMiB(pid, 'VmHWM');
  const drainToExitMs = await stopTimed(child);
  return { service, startMs: first.ms, restartMs, idleRssMiB, peakRssMiB, cpuMillicoresUnderLoad, requestsPerSecond: Math.round(result.requests.average), drainToExitMs };
}

async function main(): Promise<void> {
  const database: TestDatabase = await startTestDatabase();
  try {
    const shared = { NODE_ENV: 'production', SHUTDOWN_DRAIN_SECONDS: '5', LOG_FORMAT: 'json' };
    const kek = { JWT_KEY_ENCRYPTION_KEY: randomBytes(32).toString('base64'), SITE_URL: 'https://www.example.com.au' };
    const authPort = await freePort();
    const auth = await startTimed('auth-service', { ...shared, ...kek, DATABASE_URL: database.authUrl, ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'measure-admin-password-1' }, authPort);
    const jwks = `http://127.0.0.1:${authPort}/api/auth/.well-known/jwks.json`;
    const results = [
      await measure('content-service', { ...shared, DATABASE_URL: database.contentUrl, AUTH_JWKS_URL: jwks, SEED_SAMPLE_CONTENT: 'true' }, '/api/content?limit=20'),
      await measure('enquiry-service', { ...shared, DATABASE_URL: database.enquiryUrl, AUTH_JWKS_URL: jwks, HCAPTCHA_SECRET: 'measure-only' }, '/health/ready'),
    ];
    await stopTimed(auth.child);
    results.unshift(await measure('auth-service', { ...shared, ...kek, DATABASE_URL: database.authUrl, ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'measure-admin-password-1' }, '/api/auth/.well-known/jwks.json'));
    console.table(results);
  } finally {
    await database.stop();
  }
}

void main();
