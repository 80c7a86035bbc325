import { useContentApp } from './support/content-app-suite';
import { contentInput } from './support/content-input';
import { withDatabase } from './support/test-app';
import { generateSigningKey } from '@site/nest-server-kit/testing';

const key = generateSigningKey('cms-listing-key');
const DAY_MS = 24 * 60 * 60 * 1000;

const suite = useContentApp(key);

const { api } = suite;
const tomorrow = () => new Date(Date.now() + DAY_MS).toLocaleDateString('en-CA', { timeZone: 'Australia/Melbourne' });

interface Summary {
  id: string;
  title: string;
  [field: string]: unknown;
}

async function created(overrides: Record<string, unknown>): Promise<Summary> {
  return (await api().post('/api/cms/content').set(suite.auth).send(contentInput(overrides)).expect(201)).body as Summary;
}

const page = async (query: string) =>
  (await api().get(`/api/cms/content?${query}`).set(suite.auth).expect(200)).body as { items: Summary[]; total: number; offset: number; limit: number };
const titles = (items: Summary[]) => items.map((item) => item.title);

describe('GET /api/cms/content?fields=summary&limit=&offset=', () => {
  it('answers one page of summaries without bodies, newest change first, with the total', async () => {
    const first = await created({ title: 'First' });
    await created({ title: 'Second', status: 'draft' });
    await created({ title: 'Third', type: 'case-study' });
    // Editing the first makes it the newest change.
    await api().put(`/api/cms/content/${first.id}`).set(suite.auth).send({ ...first, description: 'edited' }).expect(200);

    const firstPage = await page('fields=summary&limit=2&offset=0');
    expect(firstPage).toMatchObject({ total: 3, offset: 0, limit: 2 });
    expect(titles(firstPage.items)).toEqual(['First', 'Third']);
    expect(firstPage.items[0]).not.toHaveProperty('content');
    expect(firstPage.items[0]).toMatchObject({ version: 2, scheduledFor: null, createdBy: expect.any(Object), description: 'edited' });
    expect(titles((await page('fields=summary&limit=2&offset=2')).items)).toEqual(['Second']);
  });

  it('filters by type and by status, telling scheduled items apart from published ones', async () => {
    await created({ title: 'Live post' });
    await created({ title: 'Draft post', status: 'draft' });
    await created({ title: 'Scheduled post', datePublished: tomorrow() });
    await created({ title: 'Live case', type: 'case-study' });

    expect(titles((await page('fields=summary&limit=50&status=published')).items)).toEqual(['Live case', 'Live post']);
    expect(titles((await page('fields=summary&limit=50&status=draft')).items)).toEqual(['Draft post']);
    expect(titles((await page('fields=summary&limit=50&status=scheduled')).items)).toEqual(['Scheduled post']);
    expect(titles((await page('fields=summary&limit=50&type=case-study')).items)).toEqual(['Live case']);
    expect(titles((await page('fields=summary&limit=50&type=blog&status=published')).items)).toEqual(['Live post']);
  });

  it('searches title, author and tags, ignoring case, and takes % and _ literally', async () => {
    await created({ title: 'Azure Landing Zones', author: 'Sam Lee', tags: 'Cloud' });
    await created({ title: 'Teams Phone', author: 'Priya AZURE-fan', tags: 'Voice' });
    await created({ title: 'Intune rollout', author: 'Jo Park', tags: 'Devices, azure ad' });
    await created({ title: 'Unrelated', author: 'Max', tags: 'Misc', description: 'mentions azure only in the description' });
    await created({ title: '100% uptime', author: 'Max', tags: 'SLA' });

    expect(titles((await page('fields=summary&limit=50&q=AzUrE')).items).sort()).toEqual(['Azure Landing Zones', 'Intune rollout', 'Teams Phone']);
    expect(titles((await page('fields=summary&limit=50&q=%25')).items)).toEqual(['100% uptime']);
    expect((await page('fields=summary&limit=50&q=_')).total).toBe(0);
    expect(titles((await page('fields=summary&limit=50&q=azure&type=blog&status=published&offset=0')).items)).toHaveLength(3);
  });

  it('refuses unknown filters and a page too large', async () => {
    expect((await api().get('/api/cms/content?status=gone').set(suite.auth).expect(400)).body.error).toBe('status must be "draft", "published" or "scheduled"');
    await api().get('/api/cms/content?fields=summary&limit=51').set(suite.auth).expect(400);
    await api().get(`/api/cms/content?q=${'x'.repeat(201)}`).set(suite.auth).expect(400);
  });

  it('keeps the plain list unchanged: every item with its body, newest created first', async () => {
    const older = await created({ title: 'Older' });
    const newer = await created({ title: 'Newer' });
    await api().put(`/api/cms/content/${older.id}`).set(suite.auth).send({ ...older, description: 'edited' }).expect(200);
    const plain = (await api().get('/api/cms/content').set(suite.auth).expect(200)).body as Summary[];
    expect(plain.map((item) => item.id)).toEqual([newer.id, older.id]);
    expect(plain[0]).toHaveProperty('content', newer.content);
  });

  it('stays quick with 600 items', async () => {
    await withDatabase(suite.db.contentUrl, (client) =>
      client.query(`
        INSERT INTO content.content_items (type, title, author, date_created, date_modified, date_published, status, tags, content, image_url, slug)
        SELECT 'blog', 'Post number ' || n, 'Author ' || (n % 7), '2025-01-01', '2025-01-01', '2025-01-01',
               CASE WHEN n % 3 = 0 THEN 'draft' ELSE 'published' END, 'Tag' || (n % 11), repeat('<p>Body text.</p>', 400),
               'https://www.example.com.au/a.svg', 'post-number-' || n
        FROM generate_series(1, 600) AS n`),
    );
    const started = Date.now();
    const first = await page('fields=summary&limit=50&offset=0');
    const searched = await page('fields=summary&limit=50&q=number%2059&status=published');
    const elapsed = Date.now() - started;
    expect(first.total).toBe(600);
    expect(first.items).toHaveLength(50);
    // "number 59" is in posts 59 and 590-599; 591, 594 and 597 are drafts (multiples of 3).
    expect(searched.total).toBe(8);
    expect(elapsed).toBeLessThan(2000);
  });
});
