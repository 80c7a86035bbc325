import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { startTestDatabase, type TestDatabase } from '../../infra/src/test-database';
import { startApp, withDatabase } from './support/test-app';
import { generateSigningKey, staffToken } from '@site/nest-server-kit/testing';

const key = generateSigningKey('seed-key');
const SITE_URL = 'https://www.example.com.au';

let db: TestDatabase;

beforeAll(async () => {
  db = await startTestDatabase();
});

afterAll(async () => {
  await db?.stop();
});

const environment = (seed?: string) => ({
  DATABASE_URL: db.contentUrl, JWT_PUBLIC_KEY: key.publicKeyPem, SEED_SAMPLE_CONTENT: seed, SITE_URL: `${SITE_URL}/`,
});

async function countItems(): Promise<number> {
  const result = await withDatabase(db.contentUrl, (client) => client.query<{ count: string }>('SELECT count(*) FROM content.content_items'));
  return Number(result.rows[0].count);
}

async function withApp<T>(seed: string | undefined, work: (app: NestExpressApplication) => Promise<T>): Promise<T> {
  const app = await startApp(environment(seed));
  try {
    return await work(app);
  } finally {
    await app.close();
  }
}

it('migrates and seeds once when two instances start together on a fresh database', async () => {
  const loggedErrors = jest.spyOn(Logger.prototype, 'error');
  const apps = await Promise.all([startApp(environment('true')), startApp(environment('true'))]);
  await Promise.all(apps.map((app) => app.close()));
  // A migration race would surface as a failed, then retried, database connection.
  expect(loggedErrors).not.toHaveBeenCalled();
  loggedErrors.mockRestore();
  const slugs = await withDatabase(db.contentUrl, (client) => client.query<{ slug: string }>('SELECT slug FROM content.content_items'));
  const expected = await withApp('true', async () => countItems());
  expect(slugs.rowCount).toBe(expected);
  expect(new Set(slugs.rows.map((row) => row.slug)).size).toBe(slugs.rowCount);
});

describe('on a migrated database', () => {
  beforeEach(() => withDatabase(db.contentUrl, (client) => client.query('TRUNCATE content.content_items CASCADE')));

  it('does not seed when SEED_SAMPLE_CONTENT=false', async () => {
    await withApp('false', async () => undefined);
    expect(await countItems()).toBe(0);
  });

  it('seeds an empty table by default, with published posts, case studies and a draft', async () => {
    await withApp(undefined, async (app) => {
      const all = (await request(app.getHttpServer()).get('/api/cms/content').set('Authorization', `Bearer ${staffToken(key)}`).expect(200)).body;
      const published = all.filter((item: { status: string }) => item.status === 'published');
      expect(published.filter((item: { type: string }) => item.type === 'blog').length).toBeGreaterThanOrEqual(3);
      expect(published.filter((item: { type: string }) => item.type === 'case-study').length).toBeGreaterThanOrEqual(2);
      expect(all.filter((item: { status: string }) => item.status === 'draft').length).toBeGreaterThanOrEqual(1);
      for (const item of all) {
        expect(item.imageUrl).toBe(`${SITE_URL}/images/insights/${item.slug}.svg`);
      }

      const publicList = (await request(app.getHttpServer()).get('/api/content').expect(200)).body;
      expect(publicList).toHaveLength(published.length);
      const dates = publicList.map((item: { datePublished: string }) => item.datePublished);
      expect(dates).toEqual([...dates].sort().reverse());
      const caseStudy = (await request(app.getHttpServer()).get('/api/content?type=case-study').expect(200)).body[0];
      expect((await request(app.getHttpServer()).get(`/api/content/${caseStudy.slug}`).expect(200)).body.author).toBe(caseStudy.author);
    });
  });

  it('does not seed again on restart, nor when the table has content', async () => {
    await withApp('true', async () => undefined);
    const seeded = await countItems();
    expect(seeded).toBeGreaterThanOrEqual(6);
    await withApp('true', async () => undefined);
    expect(await countItems()).toBe(seeded);

    await withDatabase(db.contentUrl, (client) => client.query(`DELETE FROM content.content_items WHERE ctid IN (SELECT ctid FROM content.content_items LIMIT ${seeded - 1})`));
    await withApp('true', async () => undefined);
    expect(await countItems()).toBe(1);
  });
});
