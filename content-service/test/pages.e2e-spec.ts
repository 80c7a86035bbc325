import path from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { startTestDatabase, type TestDatabase } from '../../infra/src/test-database';
import { contentInput } from './support/content-input';
import { PageRenderer } from '../src/pages/page-renderer';
import { eventually } from './support/eventually';
import { resetContent, startApp } from './support/test-app';
import { generateSigningKey, staffToken } from '@site/nest-server-kit/testing';

const key = generateSigningKey('pages-key');
const RENDERER_DIR = path.join(__dirname, 'support/page-renderer');

let db: TestDatabase;
let app: NestExpressApplication;
/** A second instance on the same database, as one of several replicas behind nginx. */
let replica: NestExpressApplication;
let auth: { Authorization: string };

beforeAll(async () => {
  db = await startTestDatabase();
  const environment = {
    DATABASE_URL: db.contentUrl,
    JWT_PUBLIC_KEY: key.publicKeyPem,
    SEED_SAMPLE_CONTENT: 'false',
    PAGE_RENDERER_DIR: RENDERER_DIR,
    SITE_NAME: 'Northgate IT Solutions',
  };
  [app, replica] = await Promise.all([startApp(environment), startApp(environment)]);
  auth = { Authorization: `Bearer ${staffToken(key)}` };
});

afterAll(async () => {
  await app?.close();
  await replica?.close();
  await db?.stop();
});

beforeEach(() => resetContent(db.contentUrl, app, replica));

/** The other instance hears of a change through Postgres NOTIFY, within a second. */
const withinOneSecond = (check: () => Promise<void>): Promise<void> => eventually(check, 1000, 20);

const server = () => app.getHttpServer();

async function create(overrides: Record<string, unknown>): Promise<{ id: string; slug: string }> {
  return (await request(server()).post('/api/cms/content').set(auth).send(contentInput(overrides)).expect(201)).body;
}

describe('GET /api/content/pages/{blogs|case-studies}/{slug}', () => {
  it('answers a published post as HTML rendered with the web renderer, with an ETag clients revalidate against', async () => {
    await create({ title: 'Moving to Windows 11', content: '<p>Start with an audit.</p>' });

    const page = await request(server()).get('/api/content/pages/blogs/moving-to-windows-11').expect(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.text).toContain('<title>Moving to Windows 11 | Northgate IT Solutions</title>');
    expect(page.text).toContain('<p>Start with an audit.</p>');
    expect(page.text).toContain('src="/assets/entry-test.js"');

    await request(server()).get('/api/content/pages/blogs/moving-to-windows-11').set('If-None-Match', page.headers.etag).expect(304);
  });

  it('renders the body sanitised again, as the browser does with a fetched post', async () => {
    const { id } = await create({ title: 'Sanitised', content: '<p>Safe</p>' });
    await app.get(DataSource).query(`UPDATE content.content_items SET content = $1 WHERE id = $2`, [
      '<p>Safe</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
      id,
    ]);

    const page = await request(server()).get('/api/content/pages/blogs/sanitised').expect(200);
    expect(page.text).toContain('<p>Safe</p>');
    expect(page.text).not.toMatch(/onerror|alert/);
  });

  it.each([
    ['a draft', { title: 'Draft post', status: 'draft' }, '/api/content/pages/blogs/draft-post'],
    ['an item of the other type', { title: 'A case study', type: 'case-study' }, '/api/content/pages/blogs/a-case-study'],
    ['an unknown slug', { title: 'Something else' }, '/api/content/pages/case-studies/no-such-study'],
  ])('answers 404 with the not-found page for %s', async (_case, item, url) => {
    await create(item);
    const page = await request(server()).get(url).expect(404);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.text).toContain('<h1>not found</h1>');
  });

  it('renders the not-found page once for any number of made-up slugs', async () => {
    const renders = jest.spyOn(app.get(PageRenderer), 'render');
    try {
      const pages = [];
      for (let i = 0; i < 20; i += 1) {
        pages.push((await request(server()).get(`/api/content/pages/blogs/made-up-${i}`).expect(404)).text);
      }
      expect(new Set(pages).size).toBe(1);
      expect(pages[0]).toContain('<h1>not found</h1>');
      expect(renders.mock.calls.filter(([type]) => type === 'blog').length).toBeLessThanOrEqual(1);
    } finally {
      renders.mockRestore();
    }
  });

  it('is not a page for any other section', async () => {
    await create({ title: 'Moving to Windows 11' });
    const response = await request(server()).get('/api/content/pages/insights/moving-to-windows-11').expect(404);
    expect(response.body).toMatchObject({ statusCode: 404 });
  });

  it('asks the database once for an unknown slug asked for again', async () => {
    const manager = app.get(DataSource).manager;
    const lookups = jest.spyOn(manager, 'findOneBy');
    try {
      for (let i = 0; i < 5; i += 1) {
        await request(server()).get('/api/content/pages/blogs/never-written').expect(404);
      }
      expect(lookups).toHaveBeenCalledTimes(1);
    } finally {
      lookups.mockRestore();
    }
  });

  it('shows a publish, an edit and a delete at once', async () => {
    await request(server()).get('/api/content/pages/blogs/fresh-news').expect(404);
    const { id } = await create({ title: 'Fresh news', status: 'draft' });
    await request(server()).get('/api/content/pages/blogs/fresh-news').expect(404);

    await request(server()).put(`/api/cms/content/${id}`).set(auth).send(contentInput({ id, title: 'Fresh news' })).expect(200);
    expect((await request(server()).get('/api/content/pages/blogs/fresh-news').expect(200)).text).toContain('<title>Fresh news |');

    await request(server())
      .put(`/api/cms/content/${id}`)
      .set(auth)
      .send(contentInput({ id, title: 'Fresh news', content: '<p>Edited body</p>' }))
      .expect(200);
    expect((await request(server()).get('/api/content/pages/blogs/fresh-news').expect(200)).text).toContain('<p>Edited body</p>');

    await request(server()).delete(`/api/cms/content/${id}`).set(auth).expect(204);
    await request(server()).get('/api/content/pages/blogs/fresh-news').expect(404);
  });

  it('shows a publish and a delete made through one instance on another within a second', async () => {
    const onReplica = () => request(replica.getHttpServer()).get('/api/content/pages/case-studies/regional-freight');
    await onReplica().expect(404);
    const { id } = await create({ title: 'Regional freight', type: 'case-study' });
    await withinOneSecond(async () => {
      expect((await onReplica().expect(200)).text).toContain('<title>Regional freight |');
    });
    await request(server()).delete(`/api/cms/content/${id}`).set(auth).expect(204);
    await withinOneSecond(async () => {
      await onReplica().expect(404);
    });
  });
});

/** The first page a stand-in listing was rendered with (see support/page-renderer). */
function firstPageIn(html: string): unknown {
  const json = /<script type="application\/json" id="first-page">(.*?)<\/script>/s.exec(html)?.[1];
  if (json === undefined) throw new Error(`No first page in ${html}`);
  return JSON.parse(json.replace(/&lt;/g, '<').replace(/&amp;/g, '&'));
}

describe('GET /api/content/pages/insights/{blogs|case-studies}', () => {
  it('renders the listing with the first page the browser would fetch: newest published summaries of its type', async () => {
    await create({ title: 'Oldest post', datePublished: '2025-01-01' });
    await create({ title: 'Middle post', datePublished: '2025-02-01' });
    await create({ title: 'Newest post', datePublished: '2025-03-01' });
    await create({ title: 'A draft', status: 'draft' });
    await create({ title: 'A case study', type: 'case-study' });

    const page = await request(server()).get('/api/content/pages/insights/blogs').expect(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');
    // The stand-in renderer's page size is 2: the page holds what ?limit=2&offset=0 answers, body and all.
    const fetched = await request(server()).get('/api/content?type=blog&fields=summary&limit=2&offset=0').expect(200);
    expect(firstPageIn(page.text)).toEqual(fetched.body);
    expect(fetched.body).toMatchObject({ total: 3, items: [{ title: 'Newest post' }, { title: 'Middle post' }] });

    await request(server()).get('/api/content/pages/insights/blogs').set('If-None-Match', page.headers.etag).expect(304);

    const studies = await request(server()).get('/api/content/pages/insights/case-studies').expect(200);
    expect(firstPageIn(studies.text)).toMatchObject({ total: 1, items: [{ title: 'A case study', type: 'case-study' }] });
  });

  it('is not a listing for any other section', async () => {
    const response = await request(server()).get('/api/content/pages/insights/news').expect(404);
    expect(response.body).toMatchObject({ statusCode: 404 });
  });

  it('shows a publish and a delete made through one instance on another within a second', async () => {
    const titlesOnReplica = async () => {
      const page = await request(replica.getHttpServer()).get('/api/content/pages/insights/blogs').expect(200);
      return (firstPageIn(page.text) as { items: Array<{ title: string }> }).items.map((item) => item.title);
    };
    expect(await titlesOnReplica()).toEqual([]);
    const { id } = await create({ title: 'Just published' });
    await withinOneSecond(async () => {
      expect(await titlesOnReplica()).toEqual(['Just published']);
    });
    await request(server()).delete(`/api/cms/content/${id}`).set(auth).expect(204);
    await withinOneSecond(async () => {
      expect(await titlesOnReplica()).toEqual([]);
    });
  });
});
