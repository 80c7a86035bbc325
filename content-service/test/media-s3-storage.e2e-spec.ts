import type { NestExpressApplication } from '@nestjs/platform-express';
import ExifReader from 'exifreader';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { startTestDatabase, type TestDatabase } from '../../infra/src/test-database';
import { noisyPhoto } from './support/test-images';
import { startApp } from './support/test-app';
import { generateSigningKey, staffToken } from '@site/nest-server-kit/testing';

// s3rver ships no types: the little of it used here.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver') as new (options: Record<string, unknown>) => { run(): Promise<AddressInfo>; close(): Promise<void> };

const key = generateSigningKey('s3-key');
const auth = { Authorization: `Bearer ${staffToken(key)}` };
const BUCKET = 'site-media';

let db: TestDatabase;
let app: NestExpressApplication;
let s3: { close(): Promise<void> };
let s3Dir: string;
let publicBaseUrl: string;

beforeAll(async () => {
  db = await startTestDatabase();
  s3Dir = await mkdtemp(path.join(tmpdir(), 's3rver-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Dir, configureBuckets: [{ name: BUCKET }] });
  const { port } = await server.run();
  s3 = server;
  const endpoint = `http://127.0.0.1:${port}`;
  publicBaseUrl = `${endpoint}/${BUCKET}`;
  app = await startApp({
    DATABASE_URL: db.contentUrl, JWT_PUBLIC_KEY: key.publicKeyPem, SEED_SAMPLE_CONTENT: 'false',
    MEDIA_S3_BUCKET: BUCKET, MEDIA_S3_ENDPOINT: endpoint, MEDIA_S3_REGION: 'us-east-1', MEDIA_S3_FORCE_PATH_STYLE: 'true',
    MEDIA_S3_ACCESS_KEY_ID: 'S3RVER', MEDIA_S3_SECRET_ACCESS_KEY: 'S3RVER', MEDIA_PUBLIC_BASE_URL: publicBaseUrl,
  });
});

afterAll(async () => {
  await app?.close();
  await s3?.close();
  await db?.stop();
  await rm(s3Dir, { recursive: true, force: true });
});

it('stores every variant in the bucket, fetchable as image/* and immutable without metadata, and deletes them', async () => {
  const photo = await noisyPhoto(700, 500, { gps: true });
  const response = await request(app.getHttpServer()).post('/api/cms/media').set(auth).attach('file', photo, 'site.jpg').field('alt', 'A site').expect(201);
  const urls: string[] = [response.body.url, ...response.body.variants.map((variant: { url: string }) => variant.url)];
  expect(urls.length).toBe(10);

  for (const url of urls) {
    // nginx proxies /media/ to MEDIA_PUBLIC_BASE_URL; this is what it fetches.
    const file = await fetch(`${publicBaseUrl}${url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^image\/(avif|webp|jpeg)$/);
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const tags = ExifReader.load(Buffer.from(await file.arrayBuffer()));
    expect(Object.keys(tags).filter((name) => name.startsWith('GPS'))).toEqual([]);
  }

  await request(app.getHttpServer()).delete(`/api/cms/media/${response.body.id}`).set(auth).expect(204);
  for (const url of urls) {
    expect((await fetch(`${publicBaseUrl}${url}`)).status).toBe(404);
  }
});
