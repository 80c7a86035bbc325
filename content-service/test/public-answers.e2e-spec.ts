import path from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { MetricsRegistry, ShutdownState } from '@site/nest-server-kit';
import { generateSigningKey, RecordingLogger, recordingPinoLogger, staffToken, type RecordingPinoLogger } from '@site/nest-server-kit/testing';
import request from 'supertest';
import { startTestDatabase, type TestDatabase } from '../../infra/src/test-database';
import { contentInput } from './support/content-input';
import { resetContent, startApp } from './support/test-app';

// A public read asked again is answered before the framework runs (PublicAnswers); visitors, nginx and
// operators must not be able to tell that answer from the first one.

const key = generateSigningKey('answers-key');

let db: TestDatabase;
let app: NestExpressApplication;
let logger: RecordingLogger;
let requestLog: RecordingPinoLogger;
let auth: { Authorization: string };

beforeAll(async () => {
  db = await startTestDatabase();
  logger = new RecordingLogger();
  requestLog = recordingPinoLogger();
  app = await startApp(
    {
      DATABASE_URL: db.contentUrl,
      JWT_PUBLIC_KEY: key.publicKeyPem,
      SEED_SAMPLE_CONTENT: 'false',
      PAGE_RENDERER_DIR: path.join(__dirname, 'support/page-renderer'),
      SITE_NAME: 'Northgate IT Solutions',
    },
    logger,
    requestLog.logger,
  );
  auth = { Authorization: `Bearer ${staffToken(key)}` };
});

afterAll(async () => {
  await app?.close();
  await db?.stop();
});

beforeEach(async () => {
  await resetContent(db.contentUrl, app);
  await request(app.getHttpServer()).post('/api/cms/content').set(auth).send(contentInput({ title: 'Patch Tuesday Explained' })).expect(201);
});

/** Every header but those that differ between any two responses. */
function lastingHeaders(headers: Record<string, string>): Record<string, string> {
  const { date: _date, 'x-request-id': _id, ...rest } = headers;
  return rest;
}

const ADDRESSES = [
  '/api/content',
  '/api/content?type=blog',
  '/api/content?type=blog&fields=summary&limit=1',
  '/api/content/patch-tuesday-explained',
  '/api/content/sitemap.xml',
  '/api/content/feeds/blogs.xml',
  '/api/content/pages/blogs/patch-tuesday-explained',
  '/api/content/pages/insights/blogs',
];

it.each(ADDRESSES)('answers %s again exactly as the first time, compressed or not', async (address) => {
  for (const encoding of ['gzip', 'identity']) {
    const first = await request(app.getHttpServer()).get(address).set('Accept-Encoding', encoding).expect(200);
    for (let again = 0; again < 2; again += 1) {
      const next = await request(app.getHttpServer()).get(address).set('Accept-Encoding', encoding);
      expect(next.status).toBe(200);
      expect(lastingHeaders(next.headers)).toEqual(lastingHeaders(first.headers));
      expect(next.text ?? next.body).toEqual(first.text ?? first.body);
    }
    expect(first.headers['content-encoding']).toBe(encoding === 'gzip' ? 'gzip' : undefined);
  }
});

it('answers a page that is not there again with the same 404 page', async () => {
  const first = await request(app.getHttpServer()).get('/api/content/pages/blogs/no-such-post').expect(404);
  const again = await request(app.getHttpServer()).get('/api/content/pages/blogs/no-such-post').expect(404);
  expect(again.text).toBe(first.text);
  expect(lastingHeaders(again.headers)).toEqual(lastingHeaders(first.headers));
});

it('answers a repeated conditional read with 304 and a HEAD with the length but no body', async () => {
  const first = await request(app.getHttpServer()).get('/api/content').set('Accept-Encoding', 'gzip').expect(200);
  const revalidated = await request(app.getHttpServer()).get('/api/content').set('Accept-Encoding', 'gzip').set('If-None-Match', first.headers.etag);
  expect(revalidated.status).toBe(304);
  expect(revalidated.headers.etag).toBe(first.headers.etag);
  expect(revalidated.text ?? '').toBe('');

  const changedSince = await request(app.getHttpServer()).get('/api/content').set('Accept-Encoding', 'gzip').set('If-None-Match', '"something-else"');
  expect(changedSince.status).toBe(200);

  const head = await request(app.getHttpServer()).head('/api/content').set('Accept-Encoding', 'identity').expect(200);
  const plain = await request(app.getHttpServer()).get('/api/content').set('Accept-Encoding', 'identity').expect(200);
  expect(head.headers['content-length']).toBe(String(Buffer.byteLength(plain.text)));
  expect(head.text ?? '').toBe('');
});

it('leaves a repeated read that carries a body to Nest, which refuses what it must', async () => {
  await request(app.getHttpServer()).get('/api/content').expect(200);
  const withText = await request(app.getHttpServer()).get('/api/content').set('Content-Type', 'text/plain').send('hello');
  expect(withText.status).toBe(415);
});

it('shows a change at once, not the answer from before it', async () => {
  const before = await request(app.getHttpServer()).get('/api/content').expect(200);
  await request(app.getHttpServer()).get('/api/content').expect(200);
  const id = (before.body as Array<{ id: string }>)[0].id;
  await request(app.getHttpServer()).delete(`/api/cms/content/${id}`).set(auth).expect((response) => expect(response.status).toBeLessThan(300));
  expect((await request(app.getHttpServer()).get('/api/content').expect(200)).body).toEqual([]);
  await request(app.getHttpServer()).get('/api/content/patch-tuesday-explained').expect(404);
});

it('gives each repeated read its request id and its line in the request log', async () => {
  await request(app.getHttpServer()).get('/api/content/patch-tuesday-explained').expect(200);
  const echoed = await request(app.getHttpServer()).get('/api/content/patch-tuesday-explained').set('X-Request-Id', 'nginx-request-42').expect(200);
  expect(echoed.headers['x-request-id']).toBe('nginx-request-42');
  const made = await request(app.getHttpServer()).get('/api/content/patch-tuesday-explained').expect(200);
  expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

  await new Promise((resolve) => setImmediate(resolve));
  const lines = requestLog.requestLines();
  expect(lines).toContainEqual(
    expect.objectContaining({ requestId: 'nginx-request-42', method: 'GET', path: '/api/content/patch-tuesday-explained', status: 200, ip: expect.any(String) }),
  );
  expect(lines).toContainEqual(expect.objectContaining({ requestId: made.headers['x-request-id'], status: 200 }));
});

it('tells clients to close the connection while draining, as every other answer does', async () => {
  await request(app.getHttpServer()).get('/api/content').expect(200);
  app.get(ShutdownState).beginDraining();
  const draining = await request(app.getHttpServer()).get('/api/content').expect(200);
  expect(draining.headers.connection).toBe('close');
});

it('counts repeated reads answered before the framework as cache hits, under their route in the request metrics', async () => {
  const registry = app.get(MetricsRegistry).registry;
  const value = async (series: string): Promise<number> => {
    const line = (await registry.metrics()).split('\n').find((candidate) => candidate.startsWith(`${series} `));
    return line === undefined ? 0 : Number(line.slice(series.length + 1));
  };
  const requestsSeries = 'http_request_duration_seconds_count{route="/api/content",method="GET",status_code="200"}';
  const earlySeries = 'content_cache_lookups_total{kind="early-answer",result="hit"}';
  const requestsBefore = await value(requestsSeries);
  const earlyBefore = await value(earlySeries);
  for (let count = 0; count < 4; count += 1) await request(app.getHttpServer()).get('/api/content?limit=2').expect(200);
  expect(await value(requestsSeries)).toBe(requestsBefore + 4);
  expect(await value(earlySeries)).toBeGreaterThanOrEqual(earlyBefore + 3);
  expect(await value('content_cache_lookups_total{kind="listing",result="miss"}')).toBeGreaterThan(0);
});
