import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { embeddedDataDir } from '../../infra/src/embedded-database';
import { freePort } from '../../infra/src/free-port';
import { launchLocalRunner, type LocalRunner, startLocalRunner, stopLocalRunner } from '../support/local-runner';

const ROOT = path.resolve(__dirname, '../..');

/** An address of this machine that other machines on the network would use, if it has one. */
function networkAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;
}

function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, host, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

/** The ports npm start says its services listen on. */
function servicePorts(output: string): number[] {
  const line = /Services on 127\.0\.0\.1 only: auth-service :(\d+), content-service :(\d+), enquiry-service :(\d+)/.exec(output);
  expect(line, output).not.toBeNull();
  return line!.slice(1).map(Number);
}

async function exitOutput(runner: LocalRunner): Promise<{ code: number | null; output: string }> {
  if (runner.child.exitCode === null) await once(runner.child, 'exit');
  return { code: runner.child.exitCode, output: runner.output() };
}

/**
 * Two developers (or two checkouts) on one machine: each `npm start` needs only its own PORT; the services
 * and the embedded database take free ports and answer only on 127.0.0.1.
 */
test.describe('two npm start runs side by side', () => {
  const runs: Array<{ runner: LocalRunner; port: number; dataDir: string }> = [];
  test.afterAll(async () => {
    for (const { runner, port, dataDir } of runs) {
      if (runner.child.exitCode === null) await stopLocalRunner(runner, port).catch(() => runner.child.kill('SIGKILL'));
      await rm(path.dirname(embeddedDataDir(path.join(dataDir, 'postgres'))), { recursive: true, force: true });
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  test('both serve the site on their own PORT; their services are not reachable from the network; a taken port is named', async () => {
    test.setTimeout(480_000);
    for (let index = 0; index < 2; index += 1) {
      const port = await freePort();
      const dataDir = await mkdtemp(path.join(tmpdir(), `side-by-side-${index}-`));
      const runner = await startLocalRunner(ROOT, { PORT: String(port), LOCAL_DATA_DIR: dataDir });
      runs.push({ runner, port, dataDir });
    }

    for (const { runner, port } of runs) {
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
      expect((await fetch(`http://127.0.0.1:${port}/api/content`)).status).toBe(200);
      for (const servicePort of servicePorts(runner.output())) {
        expect((await fetch(`http://127.0.0.1:${servicePort}/health`)).status).toBe(200);
        const outside = networkAddress();
        if (outside) expect(await accepts(outside, servicePort), `${outside}:${servicePort}`).toBe(false);
      }
    }
    // Not the fixed 3001-3003 of before: each run chose its own.
    expect(servicePorts(runs[0].runner.output())).not.toEqual(servicePorts(runs[1].runner.output()));

    // A third run on the first one's PORT stops at once and says what to change.
    const taken = runs[0].port;
    const samePort = await exitOutput(launchLocalRunner(ROOT, { PORT: String(taken) }));
    expect(samePort.code).toBe(1);
    expect(samePort.output).toContain(`Port ${taken} on 127.0.0.1 is already in use`);
    expect(samePort.output).toContain(`Set PORT to a free port, for example: PORT=${taken + 1} npm start`);
    // Asking for a taken database port is named too.
    const database = await exitOutput(launchLocalRunner(ROOT, { PORT: String(await freePort()), LOCAL_POSTGRES_PORT: String(taken) }));
    expect(database.code).toBe(1);
    expect(database.output).toContain(`Port ${taken} on 127.0.0.1, set as LOCAL_POSTGRES_PORT for the embedded database, is already in use.`);

    for (const { runner, port } of runs) await stopLocalRunner(runner, port);
  });
});
