import { NestExpressApplication } from '@nestjs/platform-express';
import { serveUntilStopped } from '@site/nest-server-kit';
import { startTestDatabase, TestDatabase } from '../../infra/src/test-database';
import { bootApp, TEST_ADMIN, testEnvironment } from './support/boot-app';

const DRAIN_MS = 1500;

let database: TestDatabase;
let app: NestExpressApplication;

beforeAll(async () => {
  database = await startTestDatabase();
  app = await bootApp(testEnvironment(database.authUrl));
});

afterAll(async () => {
  await database?.stop();
});

it('on SIGTERM fails readiness at once, keeps serving requests for the drain period, then closes', async () => {
  const closed = new Promise<number>((resolve) => {
    void serveUntilStopped(app, { port: 0, shutdownDrainMs: DRAIN_MS, onClosed: () => resolve(Date.now()) });
  });
  await new Promise<void>((resolve) => app.getHttpServer().once('listening', resolve));
  const { port } = app.getHttpServer().address() as { port: number };
  const url = `http://127.0.0.1:${port}`;
  expect((await fetch(`${url}/health`)).status).toBe(200);

  const signalled = Date.now();
  process.emit('SIGTERM');

  const readiness = await fetch(`${url}/health`);
  expect(readiness.status).toBe(503);
  expect(await readiness.json()).toEqual({ statusCode: 503, error: 'The service is shutting down' });
  expect((await fetch(`${url}/health/live`)).status).toBe(200);
  const login = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(TEST_ADMIN) });
  expect(login.status).toBe(200);
  expect(login.headers.get('connection')).toBe('close');

  const closedAt = await closed;
  expect(closedAt - signalled).toBeGreaterThanOrEqual(DRAIN_MS);
  await expect(fetch(`${url}/health/live`)).rejects.toThrow();
});
