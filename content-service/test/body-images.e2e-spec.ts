import { generateSigningKey } from '@site/nest-server-kit/testing';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RenderedBodies } from '../src/content/rendered-bodies';
import { useContentApp } from './support/content-app-suite';
import { contentInput } from './support/content-input';
import { noisyPhoto } from './support/test-images';
import { withDatabase } from './support/test-app';

const key = generateSigningKey('body-images-key');
const suite = useContentApp(key, { MEDIA_DIR: mkdtempSync(path.join(tmpdir(), 'body-images-e2e-')) });
const SIZES = '(min-width: 48rem) 46rem, calc(100vw - 2rem)';

async function uploadPhoto(width: number, height: number, name: string): Promise<string> {
  const response = await suite.api().post('/api/cms/media').set(suite.auth).attach('file', await noisyPhoto(width, height), name).expect(201);
  return response.body.url as string;
}

/** What the save stored beside the body, read from the table itself. */
const storedRendering = (slug: string): Promise<string> =>
  withDatabase(suite.db.contentUrl, async (client) => {
    const { rows } = await client.query('SELECT rendered_content FROM content.content_items WHERE slug = $1', [slug]);
    return rows[0].rendered_content as string;
  });

/** The library URL's `/media/<hash>-<W>x<H>` part, the stem every variant's file name starts with. */
const stemOf = (url: string): string => url.replace(/-\d+\.jpeg$/, '');

describe('body images rendered when an item is saved', () => {
  it('stores the <picture> of each of two library photos beside the body, and the public read carries it', async () => {
    const rack = await uploadPhoto(1000, 750, 'rack.jpg');
    const cables = await uploadPhoto(640, 480, 'cables.jpg');
    expect(rack).toMatch(/^\/media\/[0-9a-f]{16}-1000x750-1000\.jpeg$/);
    expect(cables).toMatch(/^\/media\/[0-9a-f]{16}-640x480-640\.jpeg$/);
    const content = `<p>Intro</p><p><img src="${rack}" alt="A rack" /></p><p><img src="${cables}" alt="Cables &amp; &quot;patch&quot; panel" /></p>`;
    await suite.api().post('/api/cms/content').set(suite.auth).send(contentInput({ title: 'Two photos', content })).expect(201);

    const a = stemOf(rack);
    const b = stemOf(cables);
    const stored = await storedRendering('two-photos');
    expect(stored).toBe(
      '<p>Intro</p>' +
        `<p><picture class="media-picture">` +
        `<source type="image/avif" srcset="${a}-320.avif 320w, ${a}-640.avif 640w, ${a}-960.avif 960w, ${a}-1000.avif 1000w" sizes="${SIZES}">` +
        `<source type="image/webp" srcset="${a}-320.webp 320w, ${a}-640.webp 640w, ${a}-960.webp 960w, ${a}-1000.webp 1000w" sizes="${SIZES}">` +
        `<img src="${a}-1000.jpeg" srcset="${a}-320.jpeg 320w, ${a}-640.jpeg 640w, ${a}-960.jpeg 960w, ${a}-1000.jpeg 1000w" sizes="${SIZES}" alt="A rack" width="1000" height="750" loading="lazy" decoding="async">` +
        `</picture></p>` +
        `<p><picture class="media-picture">` +
        `<source type="image/avif" srcset="${b}-320.avif 320w, ${b}-640.avif 640w" sizes="${SIZES}">` +
        `<source type="image/webp" srcset="${b}-320.webp 320w, ${b}-640.webp 640w" sizes="${SIZES}">` +
        `<img src="${b}-640.jpeg" srcset="${b}-320.jpeg 320w, ${b}-640.jpeg 640w" sizes="${SIZES}" alt="Cables &amp; &quot;patch&quot; panel" width="640" height="480" loading="lazy" decoding="async">` +
        `</picture></p>`,
    );
    const read = (await suite.api().get('/api/content/two-photos').expect(200)).body;
    expect(read.renderedContent).toBe(stored);
    // The body itself is kept as written; the CMS does not carry the rendering.
    expect(read.content).toContain(`<img src="${rack}" alt="A rack" />`);
    const cms = (await suite.api().get('/api/cms/content').set(suite.auth).expect(200)).body;
    expect(cms[0]).not.toHaveProperty('renderedContent');
  });

  it('makes the <picture> again at start-up when the width ladder changes, and leaves other rows alone once made', async () => {
    const rack = await uploadPhoto(1000, 750, 'rack.jpg');
    await suite.api().post('/api/cms/content').set(suite.auth).send(contentInput({ title: 'One photo', content: `<p><img src="${rack}" alt="A rack" /></p>` })).expect(201);
    const renders = suite.app.get(RenderedBodies);
    expect(await renders.run()).toBe(0);

    expect(await renders.run({ widths: [480], sizes: '100vw' })).toBe(1);
    const a = stemOf(rack);
    expect((await suite.api().get('/api/content/one-photo').expect(200)).body.renderedContent).toBe(
      `<p><picture class="media-picture">` +
        `<source type="image/avif" srcset="${a}-480.avif 480w, ${a}-1000.avif 1000w" sizes="100vw">` +
        `<source type="image/webp" srcset="${a}-480.webp 480w, ${a}-1000.webp 1000w" sizes="100vw">` +
        `<img src="${a}-1000.jpeg" srcset="${a}-480.jpeg 480w, ${a}-1000.jpeg 1000w" sizes="100vw" alt="A rack" width="1000" height="750" loading="lazy" decoding="async">` +
        `</picture></p>`,
    );
    expect(await renders.run({ widths: [480], sizes: '100vw' })).toBe(0);
  });
});
