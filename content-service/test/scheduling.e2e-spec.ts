import path from 'node:path';
import { Clock } from '@site/nest-server-kit';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { startTestDatabase, type TestDatabase } from '../../infra/src/test-database';
import { contentInput } from './support/content-input';
import { eventually } from './support/eventually';
import { resetContent, startApp } from './support/test-app';
import { generateSigningKey, staffToken } from '@site/nest-server-kit/testing';

const key = generateSigningKey('scheduling-key');
const DAY_MS = 24 * 60 * 60 * 1000;
/** Less than the 30 s a missing slug is remembered, so only the new day's cache emptying can pass in time. */
const WITHIN_THE_MINUTE_PROMISED = 15_000;

let db: TestDatabase;
let app: NestExpressApplication;
/** A second instance on the same database, as one of several replicas. */
let replica: NestExpressApplication;
let auth: { Authorization: string };

const environment = (overrides: Record<string, string> = {}) => ({
  DATABASE_URL: db.contentUrl,
  JWT_PUBLIC_KEY: key.publicKeyPem,
  SEED_SAMPLE_CONTENT: 'false',
  PAGE_RENDERER_DIR: path.join(__dirname, 'support/page-renderer'),
  ...overrides,
});

// Booting Postgres and the app(s) can take longer than a test on a busy machine.
beforeAll(async () => {
  db = await startTestDatabase();
  [app, replica] = await Promise.all([startApp(environment()), startApp(environment())]);
  auth = { Authorization: `Bearer ${staffToken(key)}` };
}, 120_000);

afterAll(async () => {
  await app?.close();
  await replica?.close();
  await db?.stop();
});

beforeEach(() => resetContent(db.contentUrl, app, replica));
afterEach(() => jest.restoreAllMocks());

/** The date in Melbourne (the default SITE_TIME_ZONE) at an instant. */
const melbourneDate = (instant: Date) => instant.toLocaleDateString('en-CA', { timeZone: 'Australia/Melbourne' });
const today = () => melbourneDate(new Date());
const tomorrow = () => melbourneDate(new Date(Date.now() + DAY_MS));

async function created(overrides: Record<string, unknown>): Promise<{ id: string; slug: string; [field: string]: unknown }> {
  return (await request(app.getHttpServer()).post('/api/cms/content').set(auth).send(contentInput(overrides)).expect(201)).body;
}

/** What a visitor sees of one slug on one instance: the API, the page, the lists, sitemap and feed. */
async function publicly(instance: NestExpressApplication, slug: string) {
  const api = () => request(instance.getHttpServer());
  return {
    item: (await api().get(`/api/content/${slug}`)).status,
    page: (await api().get(`/api/content/pages/blogs/${slug}`)).status,
    list: ((await api().get('/api/content').expect(200)).body as Array<{ slug: string }>).map((item) => item.slug),
    listing: ((await api().get('/api/content?type=blog&fields=summary&limit=10&offset=0').expect(200)).body.items as Array<{ slug: string }>).map((item) => item.slug),
    listingPage: (await api().get('/api/content/pages/insights/blogs').expect(200)).text.includes(slug),
    sitemap: (await api().get('/api/content/sitemap.xml').expect(200)).text.includes(`/blogs/${slug}<`),
    feed: (await api().get('/api/content/feeds/blogs.xml').expect(200)).text.includes(`/blogs/${slug}<`),
  };
}

const hidden = { item: 404, page: 404, list: [], listing: [], listingPage: false, sitemap: false, feed: false };
const shown = (slug: string) => ({ item: 200, page: 200, list: [slug], listing: [slug], listingPage: true, sitemap: true, feed: true });

describe('a published item dated later than today', () => {
  it('is absent from every public answer until its date is today, and says so in the CMS', async () => {
    const date = tomorrow();
    const item = await created({ title: 'Launch day', datePublished: date });
    expect(item).toMatchObject({ status: 'published', datePublished: date, scheduledFor: date });

    expect(await publicly(app, 'launch-day')).toEqual(hidden);
    expect(await publicly(replica, 'launch-day')).toEqual(hidden);
    const staffList = (await request(app.getHttpServer()).get('/api/cms/content').set(auth).expect(200)).body;
    expect(staffList).toEqual([expect.objectContaining({ id: item.id, scheduledFor: date })]);

    const { version: _version, ...fields } = item;
    const today_ = today();
    const live = await request(app.getHttpServer()).put(`/api/cms/content/${item.id}`).set(auth).send({ ...fields, datePublished: today_ }).expect(200);
    expect(live.body.scheduledFor).toBeNull();
    expect(await publicly(app, 'launch-day')).toEqual(shown('launch-day'));
    // The replica hears of the save through Postgres NOTIFY.
    await eventually(async () => expect(await publicly(replica, 'launch-day')).toEqual(shown('launch-day')), 3000);
  });

  it('appears on every instance within the minute when its day comes, with no save and no restart', async () => {
    await created({ title: 'Tomorrow news', datePublished: tomorrow() });
    await created({ title: 'Already out', datePublished: today() });
    for (const instance of [app, replica]) {
      expect((await publicly(instance, 'tomorrow-news')).list).toEqual(['already-out']);
    }

    // A day passes on both instances' clocks.
    for (const instance of [app, replica]) {
      const realNow = Date.now.bind(Date);
      jest.spyOn(instance.get(Clock), 'now').mockImplementation(() => new Date(realNow() + DAY_MS));
    }

    for (const instance of [app, replica]) {
      await eventually(async () => {
        const list = ((await request(instance.getHttpServer()).get('/api/content').expect(200)).body as Array<{ slug: string }>).map((item) => item.slug);
        expect(list).toEqual(['tomorrow-news', 'already-out']);
      }, WITHIN_THE_MINUTE_PROMISED);
      expect(await publicly(instance, 'tomorrow-news')).toMatchObject({ item: 200, page: 200, sitemap: true, feed: true, listingPage: true });
    }
    const staffList = (await request(app.getHttpServer()).get('/api/cms/content').set(auth).expect(200)).body as Array<{ scheduledFor: string | null }>;
    expect(staffList.map((item) => item.scheduledFor)).toEqual([null, null]);
  }, 60_000);

  it('is reckoned by the date in SITE_TIME_ZONE', async () => {
    // 14:30 UTC on 30 June is already 1 July in Melbourne (UTC+10), still 30 June in UTC.
    const instant = new Date('2026-06-30T14:30:00Z');
    const inUtc = await startApp(environment({ SITE_TIME_ZONE: 'UTC' }));
    try {
      for (const instance of [app, inUtc]) jest.spyOn(instance.get(Clock), 'now').mockReturnValue(instant);
      await created({ title: 'First of July', datePublished: '2026-07-01' });
      await request(app.getHttpServer()).get('/api/content/first-of-july').expect(200);
      await request(inUtc.getHttpServer()).get('/api/content/first-of-july').expect(404);
    } finally {
      await inUtc.close();
    }
  });

  it('refuses to start with a time zone it does not know', async () => {
    await expect(startApp(environment({ SITE_TIME_ZONE: 'Australia/Narnia' }))).rejects.toThrow(
      'SITE_TIME_ZONE must be an IANA time zone name such as Australia/Melbourne',
    );
  });
});
