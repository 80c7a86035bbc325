import request from 'supertest';
import { useContentApp } from './support/content-app-suite';
import { contentInput } from './support/content-input';
import { generateSigningKey } from '@site/nest-server-kit/testing';
import { publicView } from './support/public-view';

const key = generateSigningKey('public-key');

const suite = useContentApp(key);

const server = () => suite.app.getHttpServer();
type Item = Record<string, unknown> & { id: string; slug: string };

async function create(overrides: Record<string, unknown>): Promise<Item> {
  return (await request(server()).post('/api/cms/content').set(suite.auth).send(contentInput(overrides)).expect(201)).body as Item;
}

const slugsOf = (items: Item[]) => items.map((item) => item.slug);

describe('GET /api/content', () => {
  it('lists only published items, newest publication first, undated last, then newest created', async () => {
    await create({ title: 'Older', datePublished: '2025-01-10' });
    await create({ title: 'Draft', status: 'draft', datePublished: '2026-12-31' });
    await create({ title: 'Undated first', datePublished: null });
    await create({ title: 'Newest', datePublished: '2026-02-01', type: 'case-study' });
    await create({ title: 'Undated second', datePublished: null });
    await create({ title: 'Same day earlier', datePublished: '2025-06-01' });
    await create({ title: 'Same day later', datePublished: '2025-06-01' });

    const response = await request(server()).get('/api/content').expect(200);
    expect(slugsOf(response.body)).toEqual([
      'newest', 'same-day-later', 'same-day-earlier', 'older', 'undated-second', 'undated-first',
    ]);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body[0]).toMatchObject({ type: 'case-study', status: 'published', datePublished: '2026-02-01' });
  });

  it.each([
    ['blog', ['blog-post']],
    ['case-study', ['case-study']],
  ])('filters by ?type=%s', async (type, slugs) => {
    await create({ title: 'Blog post', type: 'blog' });
    await create({ title: 'Case study', type: 'case-study' });
    await create({ title: 'Draft case study', type: 'case-study', status: 'draft' });
    const response = await request(server()).get('/api/content').query({ type }).expect(200);
    expect(slugsOf(response.body)).toEqual(slugs);
  });

  it.each([['news'], ['BLOG'], ['']])('refuses ?type=%j with 400', async (type) => {
    const response = await request(server()).get(`/api/content?type=${type}`).expect(400);
    expect(response.body).toEqual({
      statusCode: 400, error: 'type must be "blog" or "case-study"', details: ['type must be "blog" or "case-study"'],
    });
  });

  it('refuses an unknown query parameter and a repeated type', async () => {
    await request(server()).get('/api/content?page=2').expect(400);
    await request(server()).get('/api/content?type=blog&type=case-study').expect(400);
  });

  it('answers an empty list when nothing is published', async () => {
    await create({ status: 'draft' });
    expect((await request(server()).get('/api/content').expect(200)).body).toEqual([]);
  });

  it('sends an ETag with no-cache and answers 304 when it still matches', async () => {
    await create({ title: 'Cached' });
    const first = await request(server()).get('/api/content').expect(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);

    const revalidated = await request(server()).get('/api/content').set('If-None-Match', etag).expect(304);
    expect(revalidated.text).toBe('');
    expect(revalidated.headers.etag).toBe(etag);
    await request(server()).get('/api/content').set('If-None-Match', `W/${etag}`).expect(304);

    await create({ title: 'Another' });
    const changed = await request(server()).get('/api/content').set('If-None-Match', etag).expect(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(slugsOf(changed.body)).toHaveLength(2);
  });

  it('keeps one ETag per type filter', async () => {
    await create({ title: 'Blog post', type: 'blog' });
    const all = await request(server()).get('/api/content').expect(200);
    const blogs = await request(server()).get('/api/content?type=blog').expect(200);
    const cases = await request(server()).get('/api/content?type=case-study').expect(200);
    expect(all.headers.etag).toBe(blogs.headers.etag);
    expect(cases.headers.etag).not.toBe(blogs.headers.etag);
    expect(cases.body).toEqual([]);
  });

  it('shows a publish, an unpublish and a delete on the very next read', async () => {
    const item = await create({ title: 'Going live', status: 'draft' });
    expect(slugsOf((await request(server()).get('/api/content')).body)).toEqual([]);
    await request(server()).get('/api/content/going-live').expect(404);

    const { id: _id, createdAt: _c, updatedAt: _u, version: _v, ...fields } = item;
    await request(server()).put(`/api/cms/content/${item.id}`).set(suite.auth).send({ ...fields, status: 'published' }).expect(200);
    expect(slugsOf((await request(server()).get('/api/content')).body)).toEqual(['going-live']);
    expect((await request(server()).get('/api/content/going-live').expect(200)).body.status).toBe('published');

    await request(server()).put(`/api/cms/content/${item.id}`).set(suite.auth).send({ ...fields, title: 'Renamed', slug: '', status: 'published' }).expect(200);
    // The published post's old address now leads to the new one.
    expect((await request(server()).get('/api/content/going-live').expect(301)).headers.location).toBe('/api/content/renamed');
    expect((await request(server()).get('/api/content/renamed').expect(200)).body.title).toBe('Renamed');

    await request(server()).delete(`/api/cms/content/${item.id}`).set(suite.auth).expect(204);
    expect((await request(server()).get('/api/content')).body).toEqual([]);
    await request(server()).get('/api/content/renamed').expect(404);
  });
});

describe('GET /api/content/:slug', () => {
  it('returns one published item with an ETag', async () => {
    const item = await create({ title: 'Azure Landing Zones' });
    const response = await request(server()).get('/api/content/azure-landing-zones').expect(200);
    // The public read also carries the body as rendered at save: with no library image, the body itself.
    // Issue 35: no library image, so no focal point; shared links show the featured image as it is.
    expect(response.body).toEqual({
      ...publicView(item),
      renderedContent: '<h2>Plan</h2><p>Start with an audit.</p>',
      imageFocus: null,
      socialImage: { url: 'https://www.example.com.au/images/insights/windows-11.svg', width: null, height: null },
    });
    expect(response.headers['cache-control']).toBe('no-cache');
    await request(server()).get('/api/content/azure-landing-zones').set('If-None-Match', response.headers.etag).expect(304);
  });

  it.each([
    ['a draft', 'a-draft'],
    ['an unknown slug', 'no-such-post'],
    ['a very long slug', 'x'.repeat(300)],
  ])('answers 404 for %s', async (_name, slug) => {
    await create({ title: 'A draft', status: 'draft' });
    const response = await request(server()).get(`/api/content/${slug}`).expect(404);
    expect(response.body).toEqual({ statusCode: 404, error: 'Content not found' });
  });

  it('needs no token and ignores a bad one', async () => {
    await create({ title: 'Open' });
    await request(server()).get('/api/content/open').set('Authorization', 'Bearer garbage').expect(200);
    await request(server()).get('/api/content').set('Authorization', 'Bearer garbage').expect(200);
  });
});

describe('GET /api/content/sitemap.xml', () => {
  it('lists published posts and case studies at their public addresses, never drafts', async () => {
    await create({ title: 'Published post', type: 'blog', status: 'published' });
    await create({ title: 'Published story', type: 'case-study', status: 'published' });
    await create({ title: 'Hidden draft', status: 'draft' });
    const response = await request(server()).get('/api/content/sitemap.xml').expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(response.text).toContain('<loc>http://localhost:8080/blogs/published-post</loc>');
    expect(response.text).toContain('<loc>http://localhost:8080/case-studies/published-story</loc>');
    expect(response.text).not.toContain('hidden-draft');
  });
});

describe('compressed public reads', () => {
  it('sends the list gzipped to clients that take gzip, plain to those that do not, with one ETag each', async () => {
    await create({ title: 'Compressed post' });
    const gzipped = await request(server()).get('/api/content').set('Accept-Encoding', 'gzip').expect(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toMatch(/Accept-Encoding/);
    expect(slugsOf(gzipped.body as Item[])).toEqual(['compressed-post']);
    const plain = await request(server()).get('/api/content').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(slugsOf(plain.body as Item[])).toEqual(['compressed-post']);
    expect(plain.headers.etag).not.toBe(gzipped.headers.etag);
    await request(server()).get('/api/content').set('Accept-Encoding', 'gzip').set('If-None-Match', gzipped.headers.etag).expect(304);
  });
});
