import type { NestExpressApplication } from '@nestjs/platform-express';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { startTestDatabase, type TestDatabase } from '../../infra/src/test-database';
import { DataImageMigration } from '../src/content/data-image-migration';
import { contentInput } from './support/content-input';
import { smallPng } from './support/test-images';
import { startApp, withDatabase } from './support/test-app';
import { generateSigningKey, staffTokenAs } from '@site/nest-server-kit/testing';

/**
 * The media library together with issue 24's versions, revisions and trash: what an editor restores or
 * deletes keeps its images, and an image is never deleted from under an item that can still come back.
 */
const key = generateSigningKey('media-revisions-key');
const EDEN = { role: 'editor', userId: '55555555-5555-4555-8555-555555555555', username: 'eden', displayName: 'Eden Editor' } as const;
const auth = { Authorization: `Bearer ${staffTokenAs(key, EDEN)}` };
const MEDIA_SRC = /^\/media\/[0-9a-f]{16}-\d+x\d+-\d+\.png$/;

let db: TestDatabase;
let app: NestExpressApplication;

beforeAll(async () => {
  db = await startTestDatabase();
  const mediaDir = await mkdtemp(path.join(tmpdir(), 'media-revisions-'));
  app = await startApp({ DATABASE_URL: db.contentUrl, JWT_PUBLIC_KEY: key.publicKeyPem, SEED_SAMPLE_CONTENT: 'false', MEDIA_DIR: mediaDir });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await db?.stop();
});

const api = () => request(app.getHttpServer());
const pngDataUri = async (colour: string) => `data:image/png;base64,${(await smallPng(40, 30, colour)).toString('base64')}`;
const srcOf = (html: string) => /<img src="([^"]+)"/.exec(html)?.[1] ?? '';

async function uploadPng(colour: string): Promise<{ id: string; url: string }> {
  const response = await api().post('/api/cms/media').set(auth).attach('file', await smallPng(64, 48, colour), `${colour.slice(1)}.png`).field('alt', 'A swatch').expect(201);
  return response.body as { id: string; url: string };
}

it('an image used only by an item in the trash cannot be deleted until the item is deleted for good', async () => {
  const image = await uploadPng('#2255aa');
  const item = await api().post('/api/cms/content').set(auth)
    .send(contentInput({ slug: 'trashed-with-image', content: `<p>Hi</p><p><img src="${image.url}" alt="A swatch" /></p>` })).expect(201);

  await api().delete(`/api/cms/content/${item.body.id}`).set(auth).expect(204);
  const refused = await api().delete(`/api/cms/media/${image.id}`).set(auth).expect(409);
  expect(refused.body.message).toContain(`${item.body.title} (in the trash)`);

  await api().post(`/api/cms/trash/${item.body.id}/restore`).set(auth).expect(200);
  const restored = await api().get(`/api/cms/content/${item.body.id}`).set(auth).expect(200);
  expect(srcOf(restored.body.content)).toBe(image.url);

  await api().delete(`/api/cms/content/${item.body.id}`).set(auth).expect(204);
  await api().delete(`/api/cms/trash/${item.body.id}`).set(auth).expect(204);
  await api().delete(`/api/cms/media/${image.id}`).set(auth).expect(204);
});

it('restoring a revision brings its image back into use, so it cannot be deleted meanwhile', async () => {
  const image = await uploadPng('#aa5522');
  const created = await api().post('/api/cms/content').set(auth)
    .send(contentInput({ slug: 'revision-with-image', content: `<p>One</p><p><img src="${image.url}" alt="A swatch" /></p>` })).expect(201);
  const edited = await api().put(`/api/cms/content/${created.body.id}`).set(auth)
    .send(contentInput({ slug: 'revision-with-image', content: '<p>Two, without the image</p>', version: created.body.version })).expect(200);
  const library = await api().get('/api/cms/media').set(auth).expect(200);
  expect(library.body.items.find((media: { id: string }) => media.id === image.id).usedBy).toEqual([]);

  const revisions = await api().get(`/api/cms/content/${created.body.id}/revisions`).set(auth).expect(200);
  const first = (revisions.body as Array<{ id: string; version: number }>).find((revision) => revision.version === 1)!;
  const restored = await api().post(`/api/cms/content/${created.body.id}/revisions/${first.id}/restore`).set(auth).expect(200);
  expect(restored.body.version).toBe(edited.body.version + 1);
  expect(srcOf(restored.body.content)).toBe(image.url);
  await api().delete(`/api/cms/media/${image.id}`).set(auth).expect(409);
});

it('a stale save with an undescribed image shows the collision (409), not the alt-text refusal', async () => {
  const created = await api().post('/api/cms/content').set(auth).send(contentInput({ slug: 'stale-and-undescribed' })).expect(201);
  await api().put(`/api/cms/content/${created.body.id}`).set(auth)
    .send(contentInput({ slug: 'stale-and-undescribed', title: 'Someone else saved', version: created.body.version })).expect(200);
  await api().put(`/api/cms/content/${created.body.id}`).set(auth)
    .send(contentInput({ slug: 'stale-and-undescribed', content: `<p><img src="${await pngDataUri('#55aa22')}" /></p>`, version: created.body.version }))
    .expect(409);
});

it('the start-up job moves data: images of kept revisions into the library too, and a second run changes nothing', async () => {
  const created = await api().post('/api/cms/content').set(auth)
    .send(contentInput({ slug: 'old-revision-data-image', content: '<p>Now without images</p>' })).expect(201);
  const inline = `<p>Then</p><p><img src="${await pngDataUri('#22aa55')}" alt="Green" /></p>`;
  // A revision as stored before the media library: its body held the image inline.
  await withDatabase(db.contentUrl, (client) =>
    client.query(`UPDATE content.content_revisions SET item = jsonb_set(item, '{content}', to_jsonb($2::text)) WHERE item_id = $1`, [created.body.id, inline]),
  );
  const [revision] = (await api().get(`/api/cms/content/${created.body.id}/revisions`).set(auth).expect(200)).body as Array<{ id: string }>;
  const revisionContent = async () =>
    (await api().get(`/api/cms/content/${created.body.id}/revisions/${revision.id}`).set(auth).expect(200)).body.item.content as string;

  await app.get(DataImageMigration).run();
  const migrated = await revisionContent();
  expect(migrated).not.toContain('data:');
  expect(srcOf(migrated)).toMatch(MEDIA_SRC);
  expect(migrated).toContain('alt="Green"');

  await app.get(DataImageMigration).run();
  expect(await revisionContent()).toBe(migrated);
  const library = await api().get('/api/cms/media').set(auth).expect(200);
  expect(library.body.items.map((media: { url: string }) => media.url)).toContain(srcOf(migrated));
});
