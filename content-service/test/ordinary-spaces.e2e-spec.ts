import request from 'supertest';
import { DataSource } from 'typeorm';
import { OrdinarySpacesInContent1795413576520 } from '../src/database/migrations/1795413576520-ordinary-spaces-in-content';
import { useContentApp } from './support/content-app-suite';
import { contentInput } from './support/content-input';
import { withDatabase } from './support/test-app';
import { generateSigningKey } from '@site/nest-server-kit/testing';

const key = generateSigningKey('spaces-key');
/** Two words joined by one or more non-breaking spaces (U+00A0), the fault issue 8 reported. */
const NBSP_BETWEEN_WORDS = /\S\u00a0+\S/;

const suite = useContentApp(key);

const server = () => suite.app.getHttpServer();

/** Stores a row the way the editor used to, bypassing the service. */
async function insertStoredItem(slug: string, content: string): Promise<string> {
  const result = await withDatabase(suite.db.contentUrl, (client) =>
    client.query<{ id: string }>(
      `INSERT INTO content.content_items (type, title, date_created, date_modified, date_published, status, content, image_url, slug)
       VALUES ('blog', $1, '2025-06-01', '2025-06-01', '2025-06-01', 'published', $2, 'https://www.example.com.au/a.svg', $1)
       RETURNING id`,
      [slug, content],
    ),
  );
  return result.rows[0]!.id;
}

const storedContent = (id: string) =>
  withDatabase(suite.db.contentUrl, async (client) => (await client.query<{ content: string }>('SELECT content FROM content.content_items WHERE id = $1', [id])).rows[0]!.content);

async function runRepairMigration(): Promise<void> {
  const runner = suite.app.get(DataSource).createQueryRunner();
  try {
    await new OrdinarySpacesInContent1795413576520().up(runner);
  } finally {
    await runner.release();
  }
}

describe('the migration that repairs stored items', () => {
  it('turns the non-breaking spaces between words of a stored item into ordinary spaces', async () => {
    const id = await insertStoredItem('editor-post', '<p>Created&nbsp;through&nbsp;the&nbsp;editor.</p><p><strong>Bold</strong>\u00a0then\u00a0plain.</p>');

    await runRepairMigration();

    expect(await storedContent(id)).toBe('<p>Created through the editor.</p><p><strong>Bold</strong> then plain.</p>');
    const publicItem = await request(server()).get('/api/content/editor-post').expect(200);
    expect(publicItem.body.content).not.toMatch(NBSP_BETWEEN_WORDS);
  });

  it('leaves items without such spaces exactly as they were', async () => {
    const untouched = '<h2>Plan</h2><p>Start with an audit.<br />Then&nbsp;</p><p>&nbsp;</p><img src="https://example.com/a.png" />';
    const id = await insertStoredItem('clean-post', untouched);

    await runRepairMigration();

    expect(await storedContent(id)).toBe(untouched);
  });
});

describe('writes through the API', () => {
  it.each([
    ['entities', '<p>Written&nbsp;in&nbsp;the&nbsp;editor&nbsp;today.</p>'],
    ['U+00A0 characters', '<p>Written\u00a0in\u00a0the\u00a0editor\u00a0today.</p>'],
  ])('store ordinary spaces when a create sends %s between words', async (_name, content) => {
    const created = await request(server()).post('/api/cms/content').set(suite.auth).send(contentInput({ content })).expect(201);
    expect(created.body.content).toBe('<p>Written in the editor today.</p>');
    expect(await storedContent(created.body.id)).toBe('<p>Written in the editor today.</p>');
  });

  it('store ordinary spaces when an update sends non-breaking spaces between words', async () => {
    const created = await request(server()).post('/api/cms/content').set(suite.auth).send(contentInput()).expect(201);
    await request(server())
      .put(`/api/cms/content/${created.body.id}`)
      .set(suite.auth)
      .send(contentInput({ content: '<p>Updated&nbsp;<em>with</em>&nbsp;care.</p>' }))
      .expect(200);
    expect(await storedContent(created.body.id)).toBe('<p>Updated <em>with</em> care.</p>');
  });

  it('store a post whose only link and image were refused, with the text kept', async () => {
    const content = '<p>See <a href="http://example.com/page">our page</a>.</p><p>Photo:<img src="http://example.com/a.png" /></p>';
    const created = await request(server()).post('/api/cms/content').set(suite.auth).send(contentInput({ content })).expect(201);
    expect(await storedContent(created.body.id)).toBe('<p>See <a rel="noopener noreferrer">our page</a>.</p><p>Photo:</p>');
  });
});
