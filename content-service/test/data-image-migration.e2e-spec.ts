import type { NestExpressApplication } from '@nestjs/platform-express';
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { startTestDatabase, type TestDatabase } from '../../infra/src/test-database';
import { DataImageMigration } from '../src/content/data-image-migration';
import { noisyPhoto, smallPng } from './support/test-images';
import { startApp, withDatabase } from './support/test-app';
import { generateSigningKey, staffToken } from '@site/nest-server-kit/testing';

const key = generateSigningKey('migration-key');
const auth = { Authorization: `Bearer ${staffToken(key)}` };

let db: TestDatabase;
let app: NestExpressApplication;
let mediaDir: string;

beforeAll(async () => {
  db = await startTestDatabase();
  mediaDir = await mkdtemp(path.join(tmpdir(), 'media-migration-'));
  app = await startApp({ DATABASE_URL: db.contentUrl, JWT_PUBLIC_KEY: key.publicKeyPem, SEED_SAMPLE_CONTENT: 'false', MEDIA_DIR: mediaDir });
});

afterAll(async () => {
  await app?.close();
  await db?.stop();
});

/** An item as the editor stored it before the media library: images inline as data: URIs. */
async function insertStoredItem(slug: string, content: string): Promise<string> {
  const result = await withDatabase(db.contentUrl, (client) =>
    client.query<{ id: string }>(
      `INSERT INTO content.content_items (type, title, date_created, date_modified, date_published, status, content, image_url, image_alt, slug)
       VALUES ('blog', $1, '2025-06-01', '2025-06-01', '2025-06-01', 'published', $2, 'https://www.example.com.au/a.jpg', 'A', $1)
       RETURNING id`,
      [slug, content],
    ),
  );
  return result.rows[0]!.id;
}

const storedContent = (id: string) =>
  withDatabase(db.contentUrl, async (client) => (await client.query<{ content: string }>('SELECT content FROM content.content_items WHERE id = $1', [id])).rows[0]!.content);

it('moves the two data: images of a stored post into the library, and a second run changes nothing', async () => {
  const png = (await smallPng(80, 60, '#aa3300')).toString('base64');
  const jpeg = (await noisyPhoto(640, 480)).toString('base64');
  const id = await insertStoredItem('two-photos', `<p>Before</p><p><img src="data:image/png;base64,${png}" alt="Red" /></p><p><img src="data:image/jpeg;base64,${jpeg}" alt="Field" /></p>`);
  const migration = app.get(DataImageMigration);

  expect(await migration.run()).toBe(1);
  const migrated = await storedContent(id);
  expect(migrated).toMatch(/^<p>Before<\/p><p><img src="\/media\/[0-9a-f]{16}-80x60-80\.png" alt="Red" \/><\/p><p><img src="\/media\/[0-9a-f]{16}-640x480-640\.jpeg" alt="Field" \/><\/p>$/);
  const filesAfterFirstRun = (await readdir(mediaDir)).sort();

  expect(await migration.run()).toBe(0);
  expect(await storedContent(id)).toBe(migrated);
  expect((await readdir(mediaDir)).sort()).toEqual(filesAfterFirstRun);

  const library = await request(app.getHttpServer()).get('/api/cms/media').set(auth).expect(200);
  expect(library.body.total).toBe(2);
  expect(library.body.items.map((item: { usedBy: unknown }) => item.usedBy)).toEqual([[{ id, title: 'two-photos' }], [{ id, title: 'two-photos' }]]);
  const publicItem = await request(app.getHttpServer()).get('/api/content/two-photos').expect(200);
  expect(publicItem.body.content).not.toContain('data:');
});

it('leaves a stored data: image that is not an accepted image where it is', async () => {
  const content = `<p><img src="data:image/png;base64,${Buffer.from('not a png').toString('base64')}" alt="Broken" /></p>`;
  const id = await insertStoredItem('broken-image', content);
  await app.get(DataImageMigration).run();
  expect(await storedContent(id)).toBe(content);
});
