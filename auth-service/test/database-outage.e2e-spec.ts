import { NestExpressApplication } from '@nestjs/platform-express';
import { RecordingLogger } from '@site/nest-server-kit/testing';
import request from 'supertest';
import { setTimeout as delay } from 'node:timers/promises';
import { startTestDatabase, TestDatabase } from '../../infra/src/test-database';
import { bootApp, TEST_ADMIN, testEnvironment } from './support/boot-app';

/** From the foundation issue: a 20 s outage, and recovery within 5 s of Postgres coming back. */
const OUTAGE_MS = 20_000;
const RECOVERY_LIMIT_MS = 5_000;
const LOGIN = '/api/auth/login';

const logger = new RecordingLogger();
let database: TestDatabase;
let app: NestExpressApplication;

beforeAll(async () => {
  database = await startTestDatabase();
  app = await bootApp(testEnvironment(database.authUrl), logger);
});

afterAll(async () => {
  await app?.close();
  await database?.stop();
});

it('answers 503 with Retry-After while Postgres is stopped, logs the outage once and recovers by itself', async () => {
  await request(app.getHttpServer()).post(LOGIN).send(TEST_ADMIN).expect(200);
  const problemsBefore = logger.problems().length;

  await database.stopServer();
  const outageEnds = Date.now() + OUTAGE_MS;
  let rounds = 0;
  while (Date.now() < outageEnds) {
    const login = await request(app.getHttpServer()).post(LOGIN).send(TEST_ADMIN);
    expect({ status: login.status, body: login.body }).toEqual({
      status: 503,
      body: { statusCode: 503, error: 'The service is temporarily unavailable. Please try again shortly.' },
    });
    expect(login.headers['retry-after']).toBe('5');
    await request(app.getHttpServer()).get('/health').expect(503);
    await request(app.getHttpServer()).get('/health/live').expect(200);
    rounds += 1;
    await delay(500);
  }
  expect(rounds).toBeGreaterThan(10);
  const outageProblems = logger.problems().slice(problemsBefore);
  expect(outageProblems).toHaveLength(1);
  expect(outageProblems[0]).toMatchObject({ level: 'warn', context: 'Database', message: { message: expect.stringMatching(/^Database unavailable/) } });

  await database.startServer();
  const back = Date.now();
  while ((await request(app.getHttpServer()).post(LOGIN).send(TEST_ADMIN)).status !== 200) {
    expect(Date.now() - back).toBeLessThan(RECOVERY_LIMIT_MS);
    await delay(100);
  }
  expect(Date.now() - back).toBeLessThan(RECOVERY_LIMIT_MS);
  await request(app.getHttpServer()).get('/health').expect(200);
  expect(logger.problems().slice(problemsBefore)).toHaveLength(1);
  expect(logger.records.filter((record) => (record.message as { message?: string }).message === 'Database reachable again')).toHaveLength(1);
}, 60_000);
