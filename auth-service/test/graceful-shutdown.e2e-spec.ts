import { NestExpressApplication } from '@nestjs/platform-express';
import { serveUntilStopped } from '@site/nest-server-kit';
import { setTimeout as delay } from 'node:timers/promises';
import { startTestDatabase, TestDatabase } from '../../infra/src/test-database';
import { bootApp, TEST_ADMIN, testEnvironment } from './support/boot-app';

const DRAIN_MS = 3000;
const QUIET_CLOSE_MS = 1000;

let database: TestDatabase;
let app: NestExpressApplication;

beforeAll(async () => {
  database = await startTestDatabase();
});

beforeEach(async () => {
  app = await bootApp(testEnvironment(database.authUrl));
});

afterAll(async () => {
  await database?.stop();
});

/** Serves the app on a free port; resolves with its address and the moment it closes. */
async function serve(drainMs: number): Promise<{ url: string; closed: Promise<number> }> {
  const closed = new Promise<number>((resolve) => {
    void serveUntilStopped(app, { port: 0, shutdownDrainMs: drainMs, quietCloseMs: QUIET_CLOSE_MS, onClosed: () => resolve(Date.now()) });
  });
  await new Promise<void>((resolve) => app.getHttpServer().once('listening', resolve));
  const { port } = app.getHttpServer().address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, closed };
}

function login(url: string): Promise<Response> {
  return fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(TEST_ADMIN) });
}

it('on SIGTERM fails readiness at once and keeps serving for the whole drain period while requests keep coming', async () => {
  const { url, closed } = await serve(DRAIN_MS);
  expect((await fetch(`${url}/health`)).status).toBe(200);

  const signalled = Date.now();
  process.emit('SIGTERM');

  const readiness = await fetch(`${url}/health`);
  expect(readiness.status).toBe(503);
  expect(await readiness.json()).toEqual({ statusCode: 503, error: 'The service is shutting down' });
  expect((await fetch(`${url}/health/live`)).status).toBe(200);

  const loggedIn = await login(url);
  expect(loggedIn.status).toBe(200);
  expect(loggedIn.headers.get('connection')).toBe('close');

  // Traffic keeps arriving (a cheap request every 150 ms): the instance keeps serving it.
  let isClosed = false;
  void closed.then(() => (isClosed = true));
  const statuses: number[] = [];
  while (Date.now() - signalled < DRAIN_MS - 500) {
    statuses.push((await fetch(`${url}/api/no-such-path`)).status);
    await delay(150);
  }
  expect(isClosed).toBe(false);
  expect(statuses.every((status) => status === 404)).toBe(true);

  const closedAt = await closed;
  expect(closedAt - signalled).toBeGreaterThanOrEqual(DRAIN_MS);
  await expect(fetch(`${url}/health/live`)).rejects.toThrow();
});

it('closes well before the drain period ends once no request has arrived for the quiet time (docker compose stop)', async () => {
  const longDrainMs = 20_000;
  const { url, closed } = await serve(longDrainMs);

  const signalled = Date.now();
  process.emit('SIGTERM');
  expect((await login(url)).status).toBe(200);
  // Health probes (the container's healthcheck) do not count as traffic.
  expect((await fetch(`${url}/health`)).status).toBe(503);

  const closedAt = await closed;
  expect(closedAt - signalled).toBeGreaterThanOrEqual(QUIET_CLOSE_MS);
  expect(closedAt - signalled).toBeLessThan(longDrainMs / 2);
  await expect(fetch(`${url}/health/live`)).rejects.toThrow();
});
