import path from 'node:path';
import { generateSigningKey } from '@site/nest-server-kit/testing';
import { useContentApp } from './support/content-app-suite';
import { contentInput } from './support/content-input';
import { withDatabase } from './support/test-app';

const key = generateSigningKey('review-page-key');
const SITE_URL = 'https://www.example.com.au';
const suite = useContentApp(key, { SITE_URL, PAGE_RENDERER_DIR: path.join(__dirname, 'support/page-renderer') });

const draft = async (overrides: Record<string, unknown> = {}) =>
  (await suite.api().post('/api/cms/content').set(suite.auth)
    .send(contentInput({ status: 'draft', slug: 'acme-draft', title: 'How Acme moved to the cloud', content: '<h2>Plan</h2><p>Start <script>alert(1)</script>small.</p>', ...overrides }))
    .expect(201)).body as { id: string; version: number };
const share = async (id: string) =>
  (await suite.api().post(`/api/cms/content/${id}/reviews`).set(suite.auth).send({}).expect(201)).body as { id: string; url: string };
const pathOf = (url: string) => `/api/content/review/${url.split('/review/')[1] ?? ''}`;

describe('GET /api/content/review/{token} (nginx: /review/{token})', () => {
  it('shows anyone the draft with its title and cleaned body, never indexed or cached', async () => {
    const item = await draft();
    const link = await share(item.id);
    const page = await suite.api().get(pathOf(link.url)).expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['x-robots-tag']).toContain('noindex');
    expect(page.headers['cache-control']).toContain('no-store');
    expect(page.text).toContain('How Acme moved to the cloud');
    expect(page.text).toContain('<h2>Plan</h2>');
    expect(page.text).not.toContain('<script>alert(1)</script>');
    expect(page.text).toContain(`data-version="${item.version}"`);
  });

  it('shows the item as it is now, after an edit', async () => {
    const item = await draft();
    const link = await share(item.id);
    await suite.api().get(pathOf(link.url)).expect(200);
    await suite.api().put(`/api/cms/content/${item.id}`).set(suite.auth).send(contentInput({ status: 'draft', slug: 'acme-draft', title: 'A second title' })).expect(200);
    expect((await suite.api().get(pathOf(link.url)).expect(200)).text).toContain('A second title');
  });

  it('answers 410 at once after revocation, and after expiry, as a readable page', async () => {
    const item = await draft();
    const [revoked, expired] = [await share(item.id), await share(item.id)];
    await suite.api().get(pathOf(revoked.url)).expect(200);
    await suite.api().delete(`/api/cms/reviews/${revoked.id}`).set(suite.auth).expect(204);
    const gone = await suite.api().get(pathOf(revoked.url)).expect(410);
    expect(gone.headers['content-type']).toMatch(/^text\/html/);
    expect(gone.headers['cache-control']).toContain('no-store');
    expect(gone.text).toContain('This review link has expired or was withdrawn');

    await withDatabase(suite.db.contentUrl, (client) => client.query("UPDATE content.review_links SET expires_at = now() - interval '1 second' WHERE id = $1", [expired.id]));
    await suite.api().get(pathOf(expired.url)).expect(410);
    await suite.api().get(`/api/content/review/${'B'.repeat(43)}`).expect(404);
  });

  it('answers 30 views a minute per link, then 429', async () => {
    const link = await share((await draft()).id);
    for (let view = 0; view < 30; view += 1) await suite.api().get(pathOf(link.url)).expect(200);
    const refused = await suite.api().get(pathOf(link.url)).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('is in no sitemap or feed, even once the item is published', async () => {
    const item = await draft();
    const link = await share(item.id);
    await suite.api().put(`/api/cms/content/${item.id}`).set(suite.auth).send(contentInput({ status: 'published', slug: 'acme-draft', title: 'How Acme moved to the cloud' })).expect(200);
    for (const address of ['/api/content/sitemap.xml', '/api/content/feeds/blogs.xml']) {
      const answer = await suite.api().get(address).expect(200);
      expect(answer.text).toContain('acme-draft');
      expect(answer.text).not.toContain('/review/');
      expect(answer.text).not.toContain(link.url.split('/review/')[1]);
    }
  });
});
