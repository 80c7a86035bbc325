import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { startTestDatabase, type TestDatabase } from '../../infra/src/test-database';
import { LISTENER_APPLICATION_NAME } from '../src/cache/content-change-listener';
import { contentInput } from './support/content-input';
import { eventually } from './support/eventually';
import { resetContent, startApp, withDatabase } from './support/test-app';
import { generateSigningKey, staffToken } from '@site/nest-server-kit/testing';
import { publicView } from './support/public-view';

const key = generateSigningKey('cache-key');

let db: TestDatabase;
let writer: NestExpressApplication;
let reader: NestExpressApplication;
let auth: { Authorization: string };

const environment = () => ({ DATABASE_URL: db.contentUrl, JWT_PUBLIC_KEY: key.publicKeyPem, SEED_SAMPLE_CONTENT: 'false' });

beforeAll(async () => {
  db = await startTestDatabase();
  [writer, reader] = await Promise.all([startApp(environment()), startApp(environment())]);
  auth = { Authorization: `Bearer ${staffToken(key)}` };
});

afterAll(async () => {
  await writer?.close();
  await reader?.close();
  await db?.stop();
});

beforeEach(() => resetContent(db.contentUrl, writer, reader));

const slugs = (body: Array<{ slug: string }>) => body.map((item) => item.slug);

/** The other instance hears of a change when Postgres delivers the NOTIFY, a few milliseconds after the commit. */
const afterNotify = (check: () => Promise<void>, timeoutMs = 3000): Promise<void> => eventually(check, timeoutMs, 20);


async function readerShows(path: string, expected: string[]): Promise<void> {
  await afterNotify(async () => {
    expect(slugs((await request(reader.getHttpServer()).get(path).expect(200)).body)).toEqual(expected);
  });
}

it('shows a write made through one instance on the other instance', async () => {
  // Warm the reader's cache with the empty lists first.
  expect((await request(reader.getHttpServer()).get('/api/content').expect(200)).body).toEqual([]);
  expect((await request(reader.getHttpServer()).get('/api/content?type=blog').expect(200)).body).toEqual([]);

  const created = (await request(writer.getHttpServer()).post('/api/cms/content').set(auth).send(contentInput({ title: 'Fresh' })).expect(201)).body;
  await readerShows('/api/content', ['fresh']);
  await readerShows('/api/content?type=blog', ['fresh']);
  const cached = await request(reader.getHttpServer()).get('/api/content/fresh').expect(200);

  const { id, createdAt: _c, updatedAt: _u, version: _v, ...fields } = created;
  await request(writer.getHttpServer()).put(`/api/cms/content/${id}`).set(auth).send({ ...fields, description: 'Edited' }).expect(200);
  await afterNotify(async () => {
    const response = await request(reader.getHttpServer()).get('/api/content/fresh').set('If-None-Match', cached.headers.etag).expect(200);
    expect(response.body.description).toBe('Edited');
  });

  await request(writer.getHttpServer()).put(`/api/cms/content/${id}`).set(auth).send({ ...fields, status: 'draft' }).expect(200);
  await readerShows('/api/content', []);
  await afterNotify(async () => {
    await request(reader.getHttpServer()).get('/api/content/fresh').expect(404);
  });

  await request(writer.getHttpServer()).put(`/api/cms/content/${id}`).set(auth).send(fields).expect(200);
  await readerShows('/api/content', ['fresh']);
  await request(writer.getHttpServer()).delete(`/api/cms/content/${id}`).set(auth).expect(204);
  await readerShows('/api/content', []);
});

it('keeps invalidating after the listener connection is dropped', async () => {
  expect((await request(reader.getHttpServer()).get('/api/content').expect(200)).body).toEqual([]);
  const terminated = await withDatabase(db.adminUrl, (client) =>
    client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', [LISTENER_APPLICATION_NAME]),
  );
  expect(terminated.rowCount).toBe(2);

  // While a listener is down its instance reads through to the database, so nothing stale is served.
  await request(writer.getHttpServer()).post('/api/cms/content').set(auth).send(contentInput({ title: 'During outage' })).expect(201);
  await readerShows('/api/content', ['during-outage']);

  await afterNotify(async () => {
    const listeners = await withDatabase(db.adminUrl, (client) =>
      client.query('SELECT 1 FROM pg_stat_activity WHERE application_name = $1', [LISTENER_APPLICATION_NAME]),
    );
    expect(listeners.rowCount).toBe(2);
  }, 10_000);

  await request(reader.getHttpServer()).get('/api/content').expect(200);
  await request(writer.getHttpServer()).post('/api/cms/content').set(auth).send(contentInput({ title: 'After reconnect' })).expect(201);
  await readerShows('/api/content', ['after-reconnect', 'during-outage']);
});

it('keeps the data across a restart', async () => {
  const created = (await request(writer.getHttpServer()).post('/api/cms/content').set(auth).send(contentInput({ title: 'Durable' })).expect(201)).body;
  await writer.close();
  writer = await startApp(environment());
  // The public read also carries the body as rendered at save: with no library image, the body itself.
  expect((await request(writer.getHttpServer()).get('/api/content/durable').expect(200)).body).toEqual({
    ...publicView(created as object),
    renderedContent: '<h2>Plan</h2><p>Start with an audit.</p>',
    // Issue 35: no library image, so no focal point; shared links show the featured image as it is.
    imageFocus: null,
    socialImage: { url: 'https://www.example.com.au/images/insights/windows-11.svg', width: null, height: null },
  });
});
