import type { NestExpressApplication } from '@nestjs/platform-express';
import ExifReader from 'exifreader';
import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdir, readFile } from 'node:fs/promises';
import sharp from 'sharp';
import request from 'supertest';
import { serveMediaFiles } from '../../infra/local/media-files';
import { startTestDatabase, type TestDatabase } from '../../infra/src/test-database';
import { contentInput } from './support/content-input';
import { noisyPhoto, pngClaiming, smallPng, SVG } from './support/test-images';
import { resetContent, startApp, withDatabase } from './support/test-app';
import { generateSigningKey, staffTokenAs, type TestStaff } from '@site/nest-server-kit/testing';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const key = generateSigningKey('media-key');
const CASEY = { role: 'contributor', userId: '11111111-1111-4111-8111-111111111111', username: 'casey', displayName: 'Casey Contributor' } as const;
const CHRIS = { role: 'author', userId: '22222222-2222-4222-8222-222222222222', username: 'chris', displayName: 'Chris Author' } as const;
const EDEN = { role: 'editor', userId: '55555555-5555-4555-8555-555555555555', username: 'eden', displayName: 'Eden Editor' } as const;
const MAX_BYTES = 1024 * 1024;

let db: TestDatabase;
let app: NestExpressApplication;
let mediaDir: string;
let mediaServer: Server;
let mediaOrigin: string;

beforeAll(async () => {
  db = await startTestDatabase();
  mediaDir = await mkdtemp(path.join(tmpdir(), 'media-e2e-'));
  app = await startApp({
    DATABASE_URL: db.contentUrl, JWT_PUBLIC_KEY: key.publicKeyPem, SEED_SAMPLE_CONTENT: 'false', MEDIA_DIR: mediaDir, MEDIA_MAX_BYTES: String(MAX_BYTES),
  });
  // The npm start gateway's /media/ (nginx's rules), over the same folder.
  mediaServer = express().use(serveMediaFiles(mediaDir)).listen(0, '127.0.0.1');
  await new Promise((resolve) => mediaServer.once('listening', resolve));
  mediaOrigin = `http://127.0.0.1:${(mediaServer.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await app?.close();
  mediaServer?.close();
  await db?.stop();
});

beforeEach(async () => {
  await resetContent(db.contentUrl, app);
  await withDatabase(db.contentUrl, (client) => client.query('DELETE FROM content.media'));
  await rm(mediaDir, { recursive: true, force: true });
});

const api = () => request(app.getHttpServer());
const as = (staff: TestStaff) => ({ Authorization: `Bearer ${staffTokenAs(key, staff)}` });
const upload = (file: Buffer, name: string, staff: TestStaff = CASEY, fields: Record<string, string> = {}) => {
  let call = api().post('/api/cms/media').set(as(staff)).attach('file', file, name);
  for (const [field, value] of Object.entries(fields)) call = call.field(field, value);
  return call;
};

interface Variant { width: number; format: string; url: string }

describe('POST /api/cms/media', () => {
  it('stores a phone photo upright, without metadata, in AVIF, WebP and JPEG at widths up to the original', async () => {
    // 1200 x 900 stored sideways (orientation 6): shown 900 wide and 1200 tall.
    const photo = await noisyPhoto(1200, 900, { gps: true, orientation: 6 });
    expect(ExifReader.load(photo).GPSLatitude).toBeDefined();

    const response = await upload(photo, 'IMG_2041.jpg', CASEY, { alt: '  A technician at a rack ' }).expect(201);

    expect(response.body).toMatchObject({
      width: 900, height: 1200, alt: 'A technician at a rack', decorative: false, bytes: photo.length, format: 'jpeg',
      fileName: 'IMG_2041.jpg', usedBy: [], createdBy: { id: CASEY.userId, displayName: CASEY.displayName },
    });
    expect(response.body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.body.url).toMatch(/^\/media\/[0-9a-f]{16}-900x1200-900\.jpeg$/);
    const variants = response.body.variants as Variant[];
    expect(variants.map((variant) => `${variant.width} ${variant.format}`).sort()).toEqual(
      ['320 avif', '320 jpeg', '320 webp', '640 avif', '640 jpeg', '640 webp', '900 avif', '900 jpeg', '900 webp'],
    );
    for (const url of [response.body.url as string, ...variants.map((variant) => variant.url)]) {
      const file = await fetchMedia(url);
      expect(file.status).toBe(200);
      expect(file.type).toMatch(/^image\//);
      expect(file.cacheControl).toContain('immutable');
      const tags = ExifReader.load(file.body);
      expect(Object.keys(tags).filter((name) => name.startsWith('GPS'))).toEqual([]);
      expect(tags.Make).toBeUndefined();
    }
    const largest = await fetchMedia(response.body.url);
    expect(await sharp(largest.body).metadata()).toMatchObject({ width: 900, height: 1200, format: 'jpeg' });
    const avif320 = variants.find((variant) => variant.width === 320 && variant.format === 'avif')!;
    const small = await fetchMedia(avif320.url);
    expect(small.type).toBe('image/avif');
    expect(await sharp(small.body).metadata()).toMatchObject({ width: 320, height: 427 });
  });

  it('makes 320 to 1920 and an Open Graph 1200 of a wide photo, never wider than 1920', async () => {
    const response = await upload(await noisyPhoto(2400, 1600, { quality: 60, grain: 8 }), 'wide.jpg').expect(201);
    const widths = [...new Set((response.body.variants as Variant[]).map((variant) => variant.width))];
    expect(widths).toEqual([320, 640, 960, 1200, 1280, 1920]);
    expect((response.body.variants as Variant[]).filter((variant) => variant.width === 1200).map((variant) => variant.format)).toEqual(['jpeg']);
    expect(response.body).toMatchObject({ width: 2400, height: 1600, originalWidth: 2400, originalHeight: 1600 });
    expect(response.body.url).toMatch(/-1920x1280-1920\.jpeg$/);
    // Sixteen variants, AVIF among them, on one libvips thread: over 30 s when the machine is shared.
  }, 120_000);

  it('answers a 4000 x 3000 photo\'s own size and keeps its original, byte for byte, where no one can fetch it', async () => {
    const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#446688' } }).jpeg({ quality: 70 }).toBuffer();
    const response = await upload(photo, 'DSC_0001.jpg').expect(201);
    expect(response.body).toMatchObject({ width: 4000, height: 3000 });

    const originals = (await readdir(mediaDir)).filter((name) => !/\.(avif|webp|jpeg|png|gif)$/.test(name));
    expect(originals).toHaveLength(1);
    expect(Buffer.compare(await readFile(path.join(mediaDir, originals[0])), photo)).toBe(0);
    expect((await fetchMedia(`/media/${originals[0]}`)).status).toBe(404);
    // Listed again, the library still answers the upload's size.
    const listed = await api().get('/api/cms/media').set(as(CASEY)).expect(200);
    expect(listed.body.items[0]).toMatchObject({ id: response.body.id, width: 4000, height: 3000 });
  }, 120_000);

  it('keeps a PNG a PNG as the fallback format', async () => {
    const response = await upload(await smallPng(200, 100), 'diagram.png', CASEY, { decorative: 'true' }).expect(201);
    expect(response.body).toMatchObject({ format: 'png', width: 200, height: 100, alt: '', decorative: true });
    expect((response.body.variants as Variant[]).map((variant) => variant.format).sort()).toEqual(['avif', 'png', 'webp']);
  });

  it('answers the same item for the same bytes', async () => {
    const photo = await noisyPhoto(400, 300);
    const first = await upload(photo, 'a.jpg').expect(201);
    const second = await upload(photo, 'b.jpg').expect(201);
    expect(second.body.id).toBe(first.body.id);
  });

  it('refuses without a token (401)', async () => {
    await api().post('/api/cms/media').attach('file', await smallPng(), 'a.png').expect(401);
  });

  it.each([
    ['an SVG', SVG, 'logo.svg'],
    ['a text file named .jpg', Buffer.from('just some text, not a photo\n'.repeat(20)), 'photo.jpg'],
  ])('refuses %s with 415 and a message', async (_name, file, name) => {
    const response = await upload(file, name).expect(415);
    expect(response.body.message).toMatch(/not a JPEG, PNG, WebP, AVIF or GIF image/);
    expect(response.body.error).toBe(response.body.message);
    expect(await readdir(mediaDir).catch(() => [])).toEqual([]);
  });

  it('refuses a file over MEDIA_MAX_BYTES with 413 and a message', async () => {
    const big = Buffer.concat([await noisyPhoto(64, 64), Buffer.alloc(MAX_BYTES, 1)]);
    const response = await upload(big, 'huge.jpg').expect(413);
    expect(response.body.message).toBe('The file is larger than the 1 MB limit');
  });

  it('refuses an image over 40 megapixels with 422 without decoding it', async () => {
    const response = await upload(await pngClaiming(8000, 5001), 'panorama.png').expect(422);
    expect(response.body.message).toMatch(/40\.0 megapixels \(8000 x 5001\); the limit is 40 megapixels/);
  });

  it('refuses a request without a file with 400', async () => {
    const response = await api().post('/api/cms/media').set(as(CASEY)).field('alt', 'x').expect(400);
    expect(response.body.message).toMatch(/field "file"/);
  });
});

describe('the library', () => {
  it('lists newest first with paging and where each image is used', async () => {
    const first = await upload(await smallPng(50, 50, '#111111'), 'first.png').expect(201);
    const second = await upload(await smallPng(50, 50, '#222222'), 'second.png').expect(201);
    const post = await api().post('/api/cms/content').set(as(EDEN))
      .send(contentInput({ title: 'Uses first', content: `<p>Hi</p><img src="${first.body.url}" alt="One">` })).expect(201);

    const page = await api().get('/api/cms/media?limit=1&offset=1').set(as(CASEY)).expect(200);
    expect(page.body.total).toBe(2);
    expect(page.body.items.map((item: { id: string }) => item.id)).toEqual([first.body.id]);
    expect(page.body.items[0].usedBy).toEqual([{ id: post.body.id, title: 'Uses first' }]);
    const all = await api().get('/api/cms/media').set(as(CASEY)).expect(200);
    expect(all.body.items.map((item: { id: string }) => item.id)).toEqual([second.body.id, first.body.id]);
  });

  it('lets the uploader and editors change alt text, not another contributor or author', async () => {
    const media = await upload(await smallPng(), 'a.png', CASEY).expect(201);
    expect((await api().patch(`/api/cms/media/${media.body.id}`).set(as(CASEY)).send({ alt: 'Blue square' }).expect(200)).body.alt).toBe('Blue square');
    await api().patch(`/api/cms/media/${media.body.id}`).set(as(CHRIS)).send({ alt: 'Mine now' }).expect(403);
    const decorative = await api().patch(`/api/cms/media/${media.body.id}`).set(as(EDEN)).send({ decorative: true }).expect(200);
    expect(decorative.body).toMatchObject({ alt: '', decorative: true });
  });

  it('sets the focal point (0 to 1 across and down), keeps it, and leaves the alt text alone', async () => {
    const media = await upload(await smallPng(), 'a.png', CASEY, { alt: 'Blue square' }).expect(201);
    expect(media.body).toMatchObject({ focalX: 0.5, focalY: 0.5 });

    const set = await api().patch(`/api/cms/media/${media.body.id}`).set(as(CASEY)).send({ focalX: 0.25, focalY: 0.75 }).expect(200);
    expect(set.body).toMatchObject({ focalX: 0.25, focalY: 0.75, alt: 'Blue square' });
    await api().patch(`/api/cms/media/${media.body.id}`).set(as(EDEN)).send({ focalX: 0, focalY: 1 }).expect(200);
    await api().patch(`/api/cms/media/${media.body.id}`).set(as(CHRIS)).send({ focalX: 0.1, focalY: 0.1 }).expect(403);

    const listed = await api().get('/api/cms/media').set(as(CASEY)).expect(200);
    expect(listed.body.items[0]).toMatchObject({ focalX: 0, focalY: 1, alt: 'Blue square' });
  });

  it.each([
    ['a coordinate over 1', { focalX: 1.2, focalY: 0.5 }],
    ['a coordinate under 0', { focalX: 0.5, focalY: -0.1 }],
    ['a string', { focalX: '0.5', focalY: 0.5 }],
    ['only focalX', { focalX: 0.5 }],
    ['only focalY', { focalY: 0.5 }],
    ['null', { focalX: null, focalY: 0.5 }],
    ['a percentage', { focalX: 50, focalY: 50 }],
    ['an array', { focalX: [0.5], focalY: 0.5 }],
  ])('refuses a focal point with %s (400) and keeps the one stored', async (_case, body) => {
    const media = await upload(await smallPng(), 'a.png', CASEY).expect(201);
    await api().patch(`/api/cms/media/${media.body.id}`).set(as(CASEY)).send({ focalX: 0.2, focalY: 0.3 }).expect(200);

    const refused = await api().patch(`/api/cms/media/${media.body.id}`).set(as(CASEY)).send(body).expect(400);
    expect(JSON.stringify(refused.body.message)).toMatch(/focalX and focalY must both be numbers from 0 to 1/);
    const listed = await api().get('/api/cms/media').set(as(CASEY)).expect(200);
    expect(listed.body.items[0]).toMatchObject({ focalX: 0.2, focalY: 0.3 });
  });

  it('refuses to delete an image in use (409 naming the items), then deletes it and its files (204)', async () => {
    const media = await upload(await smallPng(), 'a.png', CASEY).expect(201);
    const post = await api().post('/api/cms/content').set(as(EDEN))
      .send(contentInput({ title: 'Featured', imageUrl: media.body.url, imageAlt: 'A square' })).expect(201);

    const refused = await api().delete(`/api/cms/media/${media.body.id}`).set(as(EDEN)).expect(409);
    expect(refused.body.usedBy).toEqual([{ id: post.body.id, title: 'Featured' }]);
    expect(refused.body.message).toMatch(/used by an item: Featured/);
    await api().delete(`/api/cms/media/${media.body.id}`).set(as(CHRIS)).expect(403);

    await api().put(`/api/cms/content/${post.body.id}`).set(as(EDEN))
      .send(contentInput({ title: 'Featured', imageUrl: 'https://example.com/other.jpg', imageAlt: 'Other' })).expect(200);
    await api().delete(`/api/cms/media/${media.body.id}`).set(as(CASEY)).expect(204);
    expect(await readdir(mediaDir)).toEqual([]);
    expect((await fetchMedia(media.body.url)).status).toBe(404);
  });
});

describe('the Open Graph image (issue 35)', () => {
  /** 2400 x 900 grey with a red 160 px square centred at (1500, 450): at 62.5 % across, 50 % down. */
  const markedPhoto = () => sharp({ create: { width: 2400, height: 900, channels: 3, background: '#808080' } })
    .composite([{ input: { create: { width: 160, height: 160, channels: 3, background: '#ff0000' } }, left: 1420, top: 370 }])
    .png().toBuffer();
  const centreColour = async (image: Buffer) => {
    const { data } = await sharp(image).extract({ left: 600, top: 315, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    return { red: data[0], green: data[1], blue: data[2] };
  };
  const sharedImageOf = async (slug: string) => (await api().get(`/api/content/${slug}`).expect(200)).body.socialImage as { url: string; width: number; height: number };

  it('is a 1200 x 630 JPEG crop around the focal point, made again when the point moves', async () => {
    const media = await upload(await markedPhoto(), 'marked.png', EDEN, { alt: 'A red mark' }).expect(201);
    await api().post('/api/cms/content').set(as(EDEN)).send(contentInput({ slug: 'marked', imageUrl: media.body.url, imageAlt: 'A red mark' })).expect(201);

    // Centred (the default), the crop's middle is the grey left of the mark.
    const centred = await sharedImageOf('marked');
    expect(centred).toMatchObject({ width: 1200, height: 630 });
    const before = await fetchMedia(centred.url);
    expect(before.status).toBe(200);
    const grey = await centreColour(before.body);
    for (const channel of [grey.red, grey.green, grey.blue]) expect(Math.abs(channel - 128)).toBeLessThan(20);

    await api().patch(`/api/cms/media/${media.body.id}`).set(as(EDEN)).send({ focalX: 0.625, focalY: 0.5 }).expect(200);
    const moved = await sharedImageOf('marked');
    expect(moved.url).not.toBe(centred.url);
    const after = await fetchMedia(moved.url);
    expect(after.type).toBe('image/jpeg');
    expect(await sharp(after.body).metadata()).toMatchObject({ width: 1200, height: 630, format: 'jpeg' });
    const colour = await centreColour(after.body);
    expect(colour.red).toBeGreaterThan(200);
    expect(colour.green).toBeLessThan(60);
    expect(colour.blue).toBeLessThan(60);
    // The crop of the old point is gone; the listing's cards get the point for object-position.
    expect((await fetchMedia(centred.url)).status).toBe(404);
    const cards = await api().get('/api/content?fields=summary&limit=10').expect(200);
    expect(cards.body.items[0].imageFocus).toEqual({ focalX: 0.625, focalY: 0.5 });
  }, 60_000);

  it('uses the social image when one is set, and names an outside image as it is', async () => {
    const media = await upload(await markedPhoto(), 'marked.png', EDEN, { alt: 'A red mark' }).expect(201);
    await api().post('/api/cms/content').set(as(EDEN))
      .send(contentInput({ slug: 'social', socialImageUrl: media.body.url })).expect(201);
    expect((await sharedImageOf('social')).url).toMatch(/^\/media\/[0-9a-f]{16}-og-500-500-1200x630\.jpeg$/);
    await api().post('/api/cms/content').set(as(EDEN)).send(contentInput({ slug: 'outside' })).expect(201);
    expect(await sharedImageOf('outside')).toEqual({ url: 'https://www.example.com.au/images/insights/windows-11.svg', width: null, height: null });
  }, 60_000);
});

describe('images in content', () => {
  it('moves data: images of a content write into the library and stores their /media/ URLs', async () => {
    const png = (await smallPng(64, 48, '#00aa00')).toString('base64');
    const jpeg = (await noisyPhoto(120, 90)).toString('base64');
    const response = await api().post('/api/cms/content').set(as(EDEN)).send(contentInput({
      content: `<p>Two:</p><p><img src="data:image/png;base64,${png}" alt="Green"><img src="data:image/jpeg;base64,${jpeg}" alt="Noise"></p>`,
    })).expect(201);

    const sources = [...String(response.body.content).matchAll(/src="([^"]+)"/g)].map((match) => match[1]);
    expect(sources).toEqual([expect.stringMatching(/^\/media\/[0-9a-f]{16}-64x48-64\.png$/), expect.stringMatching(/^\/media\/[0-9a-f]{16}-120x90-120\.jpeg$/)]);
    expect(response.body.content).not.toContain('data:');
    const library = await api().get('/api/cms/media').set(as(EDEN)).expect(200);
    expect(library.body.total).toBe(2);
    expect(library.body.items.every((item: { usedBy: unknown[] }) => item.usedBy.length === 1)).toBe(true);
  });

  it.each([
    ['text as a data: image', 'data:image/png;base64,' + Buffer.from('not a picture at all').toString('base64')],
    ['an SVG data: image', 'data:image/svg+xml;base64,' + SVG.toString('base64')],
    ['a data: URI that is not an image', 'data:text/html;base64,' + Buffer.from('<b>x</b>').toString('base64')],
  ])('refuses %s with 400 and a message', async (_name, src) => {
    const response = await api().post('/api/cms/content').set(as(EDEN))
      .send(contentInput({ content: `<p>x</p><img src="${src}" alt="x">` })).expect(400);
    expect(response.body.error).toMatch(/^The image data:[a-z+/]+;base64,… in the content cannot be added to the media library: /);
  });

  it('refuses to publish an image without alt text, naming it, and accepts one marked decorative', async () => {
    const media = await upload(await smallPng(), 'chart.png').expect(201);
    const refused = await api().post('/api/cms/content').set(as(EDEN))
      .send(contentInput({ content: `<p>x</p><img src="${media.body.url}">` })).expect(400);
    expect(refused.body.error).toBe(`Add alt text to the image "chart.png" (${media.body.url}) in the content (or mark it decorative) before publishing`);
    await api().post('/api/cms/content').set(as(EDEN))
      .send(contentInput({ status: 'draft', content: `<p>x</p><img src="${media.body.url}">` })).expect(201);
    const decorative = await api().post('/api/cms/content').set(as(EDEN))
      .send(contentInput({ slug: 'deco', content: `<p>x</p><img src="${media.body.url}" alt="" data-decorative="true">` })).expect(201);
    expect(decorative.body.content).toContain('data-decorative="true"');
    const featured = await api().post('/api/cms/content').set(as(EDEN))
      .send(contentInput({ slug: 'featured', imageUrl: 'https://example.com/a.jpg', imageAlt: '' })).expect(400);
    expect(featured.body.error).toMatch(/^Add alt text to the featured image https:\/\/example\.com\/a\.jpg/);
  });

  it('gives a library image without alt in the body the library\'s alt text', async () => {
    const media = await upload(await smallPng(), 'chart.png', CASEY, { alt: 'Sales by quarter' }).expect(201);
    const response = await api().post('/api/cms/content').set(as(EDEN))
      .send(contentInput({ content: `<p>x</p><img src="${media.body.url}">`, imageUrl: media.body.url, imageAlt: '' })).expect(201);
    expect(response.body.content).toBe(`<p>x</p><img src="${media.body.url}" alt="Sales by quarter" />`);
    expect(response.body.imageAlt).toBe('Sales by quarter');
  });

  it('accepts same-site /media/ and /images/ featured images, and refuses other paths', async () => {
    await api().post('/api/cms/content').set(as(EDEN)).send(contentInput({ imageUrl: '/images/insights/windows-11.jpg' })).expect(201);
    const refused = await api().post('/api/cms/content').set(as(EDEN)).send(contentInput({ slug: 'x', imageUrl: '//evil.example/a.jpg' })).expect(400);
    expect(refused.body.error).toBe('imageUrl must be an http:// or https:// URL, or a path on this site under /media/ or /images/');
  });
});

/** A media file as a browser gets it from the gateway's /media/. */
async function fetchMedia(url: string): Promise<{ status: number; type: string; cacheControl: string; body: Buffer }> {
  const response = await fetch(`${mediaOrigin}${url}`);
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    cacheControl: response.headers.get('cache-control') ?? '',
    body: Buffer.from(await response.arrayBuffer()),
  };
}
