import path from 'node:path';
import { useContentApp } from './support/content-app-suite';
import { contentInput } from './support/content-input';
import { generateSigningKey } from '@site/nest-server-kit/testing';

const key = generateSigningKey('redirects-key');

const suite = useContentApp(key, { PAGE_RENDERER_DIR: path.join(__dirname, 'support/page-renderer') });

const { api } = suite;

interface Item {
  id: string;
  title: string;
  slug: string;
  version: number;
  notice?: string;
  [field: string]: unknown;
}

async function created(overrides: Record<string, unknown> = {}): Promise<Item> {
  return (await api().post('/api/cms/content').set(suite.auth).send(contentInput(overrides)).expect(201)).body as Item;
}

async function renamed(item: Item, changes: Record<string, unknown>): Promise<Item> {
  return (await api().put(`/api/cms/content/${item.id}`).set(suite.auth).send({ ...item, ...changes }).expect(200)).body as Item;
}

async function locationOf(address: string): Promise<string> {
  const response = await api().get(address).expect(301);
  expect(response.headers['cache-control']).toBe('no-cache');
  return response.headers.location as string;
}

describe('after a published item is renamed', () => {
  it('answers its old API address and page with 301 to the new ones', async () => {
    const item = await created({ title: 'Windows 11 guide' });
    // Cached under the old slug first, as a visitor would have read it.
    await api().get('/api/content/windows-11-guide').expect(200);
    await api().get('/api/content/pages/blogs/windows-11-guide').expect(200);

    const moved = await renamed(item, { title: 'Windows 11 migration guide', slug: '' });
    expect(moved.slug).toBe('windows-11-migration-guide');

    expect(await locationOf('/api/content/windows-11-guide')).toBe('/api/content/windows-11-migration-guide');
    expect(await locationOf('/api/content/pages/blogs/windows-11-guide')).toBe('/blogs/windows-11-migration-guide');
    expect((await api().get('/api/content/windows-11-migration-guide').expect(200)).body.id).toBe(item.id);
  });

  it('keeps the query of a shared link', async () => {
    const item = await created({ title: 'Shared on LinkedIn' });
    await renamed(item, { slug: 'shared-everywhere' });
    expect(await locationOf('/api/content/pages/blogs/shared-on-linkedin?utm_source=linkedin&utm_medium=social'))
      .toBe('/blogs/shared-everywhere?utm_source=linkedin&utm_medium=social');
  });

  it('sends a case study to its own section', async () => {
    const item = await created({ title: 'Barwon Water', type: 'case-study' });
    await renamed(item, { slug: 'barwon-water-migration' });
    expect(await locationOf('/api/content/pages/case-studies/barwon-water')).toBe('/case-studies/barwon-water-migration');
  });

  it('ends every chain of renames in one hop', async () => {
    const first = await created({ title: 'Name one' });
    const second = await renamed(first, { slug: 'name-two' });
    await renamed(second, { slug: 'name-three' });
    expect(await locationOf('/api/content/name-one')).toBe('/api/content/name-three');
    expect(await locationOf('/api/content/name-two')).toBe('/api/content/name-three');
    expect(await locationOf('/api/content/pages/blogs/name-one')).toBe('/blogs/name-three');
  });

  it('serves the first address again when the item is renamed back', async () => {
    const first = await created({ title: 'Round trip' });
    const second = await renamed(first, { slug: 'round-trip-2' });
    const back = await renamed(second, { slug: 'round-trip' });
    expect(back.notice).toBeUndefined();
    expect((await api().get('/api/content/round-trip').expect(200)).body.id).toBe(first.id);
    expect(await locationOf('/api/content/round-trip-2')).toBe('/api/content/round-trip');
  });
});

describe('no redirect', () => {
  it('for a draft renamed before anyone could see it', async () => {
    const draft = await created({ title: 'Unseen draft', status: 'draft' });
    await renamed(draft, { slug: 'unseen-draft-2', status: 'published' });
    await api().get('/api/content/unseen-draft').expect(404);
    await api().get('/api/content/pages/blogs/unseen-draft').expect(404);
  });

  it('while the item it leads to is a draft again, or in the trash', async () => {
    const item = await created({ title: 'Coming and going' });
    const moved = await renamed(item, { slug: 'coming-and-going-2' });
    const drafted = await renamed(moved, { status: 'draft' });
    await api().get('/api/content/coming-and-going').expect(404);
    const republished = await renamed(drafted, { status: 'published' });
    expect(await locationOf('/api/content/coming-and-going')).toBe('/api/content/coming-and-going-2');
    await api().delete(`/api/cms/content/${republished.id}`).set(suite.auth).expect(204);
    await api().get('/api/content/coming-and-going').expect(404);
    await api().get('/api/content/pages/blogs/coming-and-going').expect(404);
  });
});

describe('a slug that still redirects', () => {
  it('can be taken by a new item, which replaces the redirect and is told so', async () => {
    const original = await created({ title: 'Azure costs' });
    await renamed(original, { title: 'Azure cost governance', slug: '' });

    const newcomer = await created({ title: 'Azure costs', description: 'A new post' });
    expect(newcomer.slug).toBe('azure-costs');
    expect(newcomer.notice).toBe('This address used to redirect to "Azure cost governance"; it now belongs to this item');
    expect((await api().get('/api/content/azure-costs').expect(200)).body.id).toBe(newcomer.id);
    // The notice belongs to that save only.
    expect((await api().get(`/api/cms/content/${newcomer.id}`).set(suite.auth).expect(200)).body.notice).toBeUndefined();
  });

  it('can be taken by a changed item, which is told so', async () => {
    const original = await created({ title: 'Teams calling' });
    await renamed(original, { slug: 'teams-phone' });
    const other = await created({ title: 'Something else' });
    const changed = await renamed(other, { slug: 'teams-calling' });
    expect(changed.notice).toBe('This address used to redirect to "Teams calling"; it now belongs to this item');
    expect((await api().get('/api/content/teams-calling').expect(200)).body.id).toBe(other.id);
  });

  it('a slug another live item uses is refused with the usual message', async () => {
    await created({ title: 'Taken address' });
    const other = await created({ title: 'Other' });
    const response = await api().put(`/api/cms/content/${other.id}`).set(suite.auth).send({ ...other, slug: 'taken-address' }).expect(409);
    expect(response.body.error).toBe('A content item with the slug "taken-address" already exists. Change the title or slug.');
  });
});
