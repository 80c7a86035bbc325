import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { setTimeout as delay } from 'node:timers/promises';
import { startTestDatabase, type TestDatabase } from '../../infra/src/test-database';
import { contentInput } from './support/content-input';
import { startApp } from './support/test-app';
import { generateSigningKey, RecordingLogger, staffToken } from '@site/nest-server-kit/testing';

/** From the foundation issue: a 20 s outage, and recovery within 5 s of Postgres coming back. */
const OUTAGE_MS = 20_000;
const RECOVERY_LIMIT_MS = 5_000;
const SERVICE_UNAVAILABLE = { statusCode: 503, error: 'The service is temporarily unavailable. Please try again shortly.' };

const key = generateSigningKey('outage-key');
const auth = { Authorization: `Bearer ${staffToken(key)}` };
const logger = new RecordingLogger();

let db: TestDatabase;
let app: NestExpressApplication;

beforeAll(async () => {
  db = await startTestDatabase();
  app = await startApp({ DATABASE_URL: db.contentUrl, JWT_PUBLIC_KEY: key.publicKeyPem, SEED_SAMPLE_CONTENT: 'false' }, logger);
});

afterAll(async () => {
  await app?.close();
  await db?.stop();
});

const server = () => app.getHttpServer();

it('answers 503 with Retry-After while Postgres is stopped, keeps serving cached public reads, logs the outage once and recovers by itself', async () => {
  await request(server()).post('/api/cms/content').set(auth).send(contentInput({ title: 'Before the outage' })).expect(201);
  const cachedList = (await request(server()).get('/api/content').expect(200)).body;
  const cachedItem = (await request(server()).get('/api/content/before-the-outage').expect(200)).body;
  const problemsBefore = logger.problems().length;

  await db.stopServer();
  const outageEnds = Date.now() + OUTAGE_MS;
  let rounds = 0;
  while (Date.now() < outageEnds) {
    const staffRead = await request(server()).get('/api/cms/content').set(auth);
    expect({ status: staffRead.status, body: staffRead.body }).toEqual({ status: 503, body: SERVICE_UNAVAILABLE });
    expect(staffRead.headers['retry-after']).toBe('5');
    const write = await request(server()).post('/api/cms/content').set(auth).send(contentInput({ title: 'During the outage' }));
    expect(write.status).toBe(503);
    expect((await request(server()).get('/api/content/never-cached').expect(503)).headers['retry-after']).toBe('5');
    expect((await request(server()).get('/api/content').expect(200)).body).toEqual(cachedList);
    expect((await request(server()).get('/api/content/before-the-outage').expect(200)).body).toEqual(cachedItem);
    expect((await request(server()).get('/health').expect(503)).body).toEqual({ statusCode: 503, error: 'The database is not reachable' });
    await request(server()).get('/health/live').expect(200);
    rounds += 1;
    await delay(500);
  }
  expect(rounds).toBeGreaterThan(10);
  const outageProblems = logger.problems().slice(problemsBefore);
  expect(outageProblems).toHaveLength(1);
  expect(outageProblems[0]).toMatchObject({ level: 'warn', context: 'Database', message: { message: expect.stringMatching(/^Database unavailable/) } });

  await db.startServer();
  const back = Date.now();
  while ((await request(server()).get('/api/cms/content').set(auth)).status !== 200) {
    expect(Date.now() - back).toBeLessThan(RECOVERY_LIMIT_MS);
    await delay(100);
  }
  expect(Date.now() - back).toBeLessThan(RECOVERY_LIMIT_MS);
  await request(server()).get('/health').expect(200);
  await request(server()).post('/api/cms/content').set(auth).send(contentInput({ title: 'After the outage' })).expect(201);
  expect((await request(server()).get('/api/content').expect(200)).body.map((item: { slug: string }) => item.slug)).toEqual(
    expect.arrayContaining(['after-the-outage', 'before-the-outage']),
  );
  expect(logger.problems().slice(problemsBefore)).toHaveLength(1);
  expect(logger.records.filter((record) => (record.message as { message?: string }).message === 'Database reachable again')).toHaveLength(1);
}, 60_000);
