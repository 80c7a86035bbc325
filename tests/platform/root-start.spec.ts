import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, stat, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from '../../infra/src/free-port';

const ROOT = path.resolve(__dirname, '../..');

/**
 * A fresh VM or container: root clones the project into a folder under /root (mode 700) and runs npm start.
 * The embedded Postgres runs as the `postgres` user, who cannot enter that folder; the runner must say so
 * in one line with what to do, instead of failing with `spawn .../initdb EACCES`.
 */
test.describe('npm start as root in a folder other users cannot enter', () => {
  test.skip(process.getuid?.() !== 0, 'needs root: run npm test as root to check the root start');

  let parent: string;
  test.afterAll(async () => {
    if (parent) await rm(parent, { recursive: true, force: true });
  });

  test('stops at once with one line that says what to do', async () => {
    test.setTimeout(90_000);
    parent = await mkdtemp(path.join(tmpdir(), 'root-start-'));
    expect((await stat(parent)).mode & 0o777).toBe(0o700);
    const clone = path.join(parent, 'site');
    const cloned = spawnSync('git', ['clone', '--quiet', ROOT, clone], { encoding: 'utf8' });
    expect(cloned.status, cloned.stderr).toBe(0);
    // The installed dependencies, without a second install (their real path is outside the closed folder).
    for (const folder of ['.', 'infra', 'auth-service', 'content-service', 'web', 'tests']) {
      if (existsSync(path.join(ROOT, folder, 'node_modules'))) await symlink(path.join(ROOT, folder, 'node_modules'), path.join(clone, folder, 'node_modules'));
    }

    const child = spawn(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'infra/local/start.ts'], {
      cwd: clone,
      env: { ...process.env, DATABASE_URL: '', PORT: String(await freePort()), LOCAL_POSTGRES_PORT: String(await freePort()) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const [code] = (await once(child, 'exit')) as [number | null];

    expect(code).not.toBe(0);
    expect(output).not.toContain('EACCES');
    expect(output).toContain(`cannot enter ${parent}`);
    expect(output).toMatch(/clone the project into a folder other users can enter .*or set DATABASE_URL/);
  });
});
