import request from 'supertest';
import { useContentApp } from './support/content-app-suite';
import { contentInput } from './support/content-input';
import { generateSigningKey } from '@site/nest-server-kit/testing';
import { publicView } from './support/public-view';

const key = generateSigningKey('listing-key');

const suite = useContentApp(key);

const server = () => suite.app.getHttpServer();
type Item = Record<string, unknown> & { slug: string };
interface Page {
  items: Item[];
  total: number;
  offset: number;
  limit: number;
}

async function create(overrides: Record<string, unknown>): Promise<Item> {
  return (await request(server()).post('/api/cms/content').set(suite.auth).send(contentInput(overrides)).expect(201)).body as Item;
}

/** Five published posts on five days (post-5 newest), a draft and a case study. */
async function createPosts(): Promise<void> {
  for (let day = 1; day <= 5; day += 1) {
    await create({ title: `Post ${day}`, datePublished: `2026-01-0${day}` });
  }
  await create({ title: 'Draft', status: 'draft', datePublished: '2026-02-01' });
  await create({ title: 'Story', type: 'case-study', datePublished: '2026-02-02' });
}

describe('GET /api/content?fields=summary', () => {
  it('gives every field of each published item of the type except the body', async () => {
    const full = await create({ title: 'Summary post' });
    await create({ title: 'Draft', status: 'draft' });
    const response = await request(server()).get('/api/content?type=blog&fields=summary').expect(200);
    const { content: _body, ...withoutBody } = publicView(full);
    // Issue 35: cards get the featured library image's focal point; none for an outside image.
    expect(response.body).toEqual([{ ...withoutBody, imageFocus: null }]);
    expect(response.text).not.toContain('Start with an audit');
  });

  it('leaves the plain list as the spec has it, with the body', async () => {
    await create({ title: 'Whole post' });
    const [item] = (await request(server()).get('/api/content').expect(200)).body as Item[];
    expect(item.content).toBe('<h2>Plan</h2><p>Start with an audit.</p>');
  });
});

describe('GET /api/content?limit=&offset=', () => {
  it('pages through the published items of the type, newest first, with the total', async () => {
    await createPosts();
    const first = (await request(server()).get('/api/content?type=blog&fields=summary&limit=2').expect(200)).body as Page;
    expect(first).toMatchObject({ total: 5, offset: 0, limit: 2 });
    expect(first.items.map((item) => item.slug)).toEqual(['post-5', 'post-4']);
    expect(first.items[0]).not.toHaveProperty('content');

    const second = (await request(server()).get('/api/content?type=blog&fields=summary&limit=2&offset=2').expect(200)).body as Page;
    expect(second.items.map((item) => item.slug)).toEqual(['post-3', 'post-2']);
    const last = (await request(server()).get('/api/content?type=blog&fields=summary&limit=2&offset=4').expect(200)).body as Page;
    expect(last.items.map((item) => item.slug)).toEqual(['post-1']);
    const beyond = (await request(server()).get('/api/content?type=blog&limit=2&offset=10').expect(200)).body as Page;
    expect(beyond).toEqual({ items: [], total: 5, offset: 10, limit: 2 });
  });

  it('shows a publish on the next page read', async () => {
    await createPosts();
    await request(server()).get('/api/content?type=blog&fields=summary&limit=2').expect(200);
    await create({ title: 'Fresh', datePublished: '2026-03-01' });
    const page = (await request(server()).get('/api/content?type=blog&fields=summary&limit=2').expect(200)).body as Page;
    expect(page.total).toBe(6);
    expect(page.items[0].slug).toBe('fresh');
  });

  const limitMessage = 'limit must be a whole number from 1 to 50';
  const offsetMessage = 'offset must be a whole number, 0 or more';
  it.each([
    ['fields=body', 'fields must be "summary" (every field but the body)'],
    ['fields=summary&fields=summary', 'fields must be "summary" (every field but the body)'],
    ['limit=0', limitMessage],
    ['limit=51', limitMessage],
    ['limit=-1', limitMessage],
    ['limit=2.5', limitMessage],
    ['limit=ten', limitMessage],
    ['limit=', limitMessage],
    ['limit=1&limit=2', limitMessage],
    ['limit=10&offset=-1', offsetMessage],
    ['limit=10&offset=x', offsetMessage],
    ['offset=5', limitMessage],
    ['cursor=abc', 'Unknown field "cursor" is not allowed'],
  ])('refuses ?%s with 400 and says why', async (query, message) => {
    const response = await request(server()).get(`/api/content?type=blog&${query}`).expect(400);
    expect(response.body).toEqual({ statusCode: 400, error: message, details: [message] });
  });
});
