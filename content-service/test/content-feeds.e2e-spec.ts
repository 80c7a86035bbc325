import { XMLParser, XMLValidator } from 'fast-xml-parser';
import request from 'supertest';
import { useContentApp } from './support/content-app-suite';
import { contentInput } from './support/content-input';
import { generateSigningKey } from '@site/nest-server-kit/testing';

const key = generateSigningKey('feed-key');
const SITE_URL = 'https://www.example.com.au';

const suite = useContentApp(key, { SITE_URL });

const server = () => suite.app.getHttpServer();

interface FeedItem {
  title: string;
  link: string;
  guid: string;
  pubDate: string;
  description: string;
}

async function create(overrides: Record<string, unknown>): Promise<{ id: string }> {
  return (await request(server()).post('/api/cms/content').set(suite.auth).send(contentInput(overrides)).expect(201)).body as { id: string };
}

/** Fetches a feed, checks it is well-formed RSS 2.0 and returns its channel and items. */
async function readFeed(path: string): Promise<{ channel: Record<string, unknown>; items: FeedItem[]; etag: string }> {
  const response = await request(server()).get(path).set('Accept-Encoding', 'identity').expect(200);
  expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
  expect(response.headers['cache-control']).toBe('no-cache');
  expect(XMLValidator.validate(response.text)).toBe(true);
  const parsed = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'item' }).parse(response.text) as {
    rss: { '@_version': string; channel: Record<string, unknown> & { item?: FeedItem[] } };
  };
  expect(parsed.rss['@_version']).toBe('2.0');
  return { channel: parsed.rss.channel, items: parsed.rss.channel.item ?? [], etag: response.headers.etag };
}

describe('RSS feeds', () => {
  it('carries only published blog posts, newest first, with absolute links, guid, pubDate and description', async () => {
    await create({ title: 'Older post', datePublished: '2025-01-10', metaDescription: 'Older meta' });
    await create({ title: 'Newest post', datePublished: '2026-02-01', metaDescription: '', description: 'Newest brief' });
    await create({ title: 'Draft post', status: 'draft', datePublished: '2026-12-31' });
    await create({ title: 'A case study', type: 'case-study', datePublished: '2026-03-01' });

    const { channel, items } = await readFeed('/api/content/feeds/blogs.xml');
    expect(channel.title).toBe('Latest Insights');
    expect(channel.link).toBe(`${SITE_URL}/insights/blogs`);
    expect(items).toEqual([
      {
        title: 'Newest post',
        link: `${SITE_URL}/blogs/newest-post`,
        guid: `${SITE_URL}/blogs/newest-post`,
        pubDate: 'Sun, 01 Feb 2026 00:00:00 GMT',
        description: 'Newest brief',
        category: 'Modern Workplace',
      },
      {
        title: 'Older post',
        link: `${SITE_URL}/blogs/older-post`,
        guid: `${SITE_URL}/blogs/older-post`,
        pubDate: 'Fri, 10 Jan 2025 00:00:00 GMT',
        description: 'Older meta',
        category: 'Modern Workplace',
      },
    ]);
  });

  it('carries only published case studies in the case-study feed', async () => {
    await create({ title: 'Blog post' });
    await create({ title: 'Hospital rollout', type: 'case-study', datePublished: '2025-05-05' });
    await create({ title: 'Unfinished story', type: 'case-study', status: 'draft' });

    const { channel, items } = await readFeed('/api/content/feeds/case-studies.xml');
    expect(channel.title).toBe('Client Success Stories');
    expect(channel.link).toBe(`${SITE_URL}/insights/case-studies`);
    expect(items.map((item) => item.link)).toEqual([`${SITE_URL}/case-studies/hospital-rollout`]);
  });

  it('keeps titles and descriptions with & < " and two ]]> intact', async () => {
    const title = 'Tom & Jerry <script> "quoted" ]]> end ]]><b>bold</b>';
    const description = 'Fish & chips < "dinner" ]]> >';
    await create({ title, slug: 'escaped', metaDescription: description });
    const { items } = await readFeed('/api/content/feeds/blogs.xml');
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ title, description });
  });

  it('is an empty, valid channel when nothing is published', async () => {
    await create({ title: 'Only a draft', status: 'draft' });
    const { channel, items } = await readFeed('/api/content/feeds/blogs.xml');
    expect(channel.title).toBe('Latest Insights');
    expect(items).toEqual([]);
  });

  it('sends an ETag, answers 304 while it matches, and shows a publish and a delete on the next read', async () => {
    const first = await readFeed('/api/content/feeds/blogs.xml');
    await request(server()).get('/api/content/feeds/blogs.xml').set('Accept-Encoding', 'identity').set('If-None-Match', first.etag).expect(304);

    const draft = await create({ title: 'Going live', status: 'draft' });
    const { id: _id, ...fields } = (await request(server()).get('/api/cms/content').set(suite.auth).expect(200)).body[0] as Record<string, unknown>;
    expect((await readFeed('/api/content/feeds/blogs.xml')).items).toEqual([]);

    await request(server()).put(`/api/cms/content/${draft.id}`).set(suite.auth)
      .send({ ...fields, createdAt: undefined, updatedAt: undefined, status: 'published' }).expect(200);
    const published = await readFeed('/api/content/feeds/blogs.xml');
    expect(published.items.map((item) => item.title)).toEqual(['Going live']);
    expect(published.etag).not.toBe(first.etag);

    await request(server()).delete(`/api/cms/content/${draft.id}`).set(suite.auth).expect(204);
    expect((await readFeed('/api/content/feeds/blogs.xml')).items).toEqual([]);
  });

  it('is served gzipped to clients that take gzip', async () => {
    await create({ title: 'Compressed' });
    const response = await request(server()).get('/api/content/feeds/blogs.xml').set('Accept-Encoding', 'gzip').expect(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.text).toContain('<title><![CDATA[Compressed]]></title>');
  });
});
