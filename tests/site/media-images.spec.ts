import type { APIRequestContext, Page } from '@playwright/test';
import { noisyPhoto } from '../../content-service/test/support/test-images';
import { bearer } from '../support/api';
import { failImagesInPage } from './fixtures/broken-images';
import type { ContentApi, ContentItem } from './fixtures/content-api';
import { expect, test } from './fixtures/site-test';

/**
 * Issue 25, the public side: a post whose hero and body hold staff-uploaded photos shows them from the
 * media library's variants (a <picture> the browser picks from), and no featured image, however tall or
 * broken, makes a phone scroll sideways.
 */

const PHONE = { width: 390, height: 844 };

interface UploadedMedia {
  id: string;
  url: string;
  width: number;
  height: number;
  variants: Array<{ width: number; format: string; url: string }>;
}

async function upload(request: APIRequestContext, token: string, photo: Buffer, name: string, alt: string): Promise<UploadedMedia> {
  const response = await request.post('/api/cms/media', {
    headers: bearer(token),
    multipart: { file: { name, mimeType: 'image/jpeg', buffer: photo }, alt },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as UploadedMedia;
}

function createPost(contentApi: ContentApi, title: string, fields: Partial<ContentItem>): Promise<ContentItem> {
  return contentApi.create({ type: 'blog', status: 'published', title: `${title} ${contentApi.tag}`, ...fields });
}

const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.describe('library images on a phone', () => {
  test.use({ viewport: PHONE });
  const uploaded: string[] = [];

  test.afterEach(async ({ request, staffToken, contentApi }) => {
    // An item in the trash still uses its images (it may be restored): out of the trash too, then the images.
    await contentApi.cleanup({ forever: true });
    for (const id of uploaded.splice(0)) {
      expect((await request.delete(`/api/cms/media/${id}`, { headers: bearer(staffToken) })).status()).toBe(204);
    }
  });

  test('a post shows its hero and body photos from the variants, with no sideways scroll', async ({ page, request, staffToken, contentApi }) => {
    // Two uploads of about 16 variants each (AVIF among them), one image at a time per content-service.
    test.slow();
    const hero = await upload(request, staffToken, await noisyPhoto(2000, 1500), 'hero.jpg', 'Engineers at a server rack');
    const body = await upload(request, staffToken, await noisyPhoto(1600, 1200, { grain: 30 }), 'body.jpg', 'A cable tray');
    uploaded.push(hero.id, body.id);

    // Every file nginx serves for them: an image, cached for a year as immutable, never sniffed.
    for (const url of [hero.url, ...hero.variants.map((variant) => variant.url)]) {
      const file = await request.get(url);
      expect(file.status(), url).toBe(200);
      expect(file.headers()['content-type']).toMatch(/^image\/(avif|webp|jpeg)$/);
      expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(file.headers()['x-content-type-options']).toBe('nosniff');
    }

    const post = await createPost(contentApi, 'Racking the new data hall', {
      imageUrl: hero.url,
      imageAlt: '',
      content: `<p>Opening words.</p>${'<p>A paragraph of text that pushes the photo below the fold.</p>'.repeat(12)}<p><img src="${body.url}"></p>`,
    });
    expect(post.imageAlt).toBe('Engineers at a server rack');

    await page.goto(`/blogs/${post.slug}`);
    const heroImage = page.locator('.content-article__hero picture img');
    await expect(heroImage).toHaveAttribute('fetchpriority', 'high');
    await expect(heroImage).toHaveAttribute('alt', 'Engineers at a server rack');
    await expect(page.locator('.content-article__hero picture source[type="image/avif"]')).toHaveAttribute('srcset', /\/media\/[0-9a-f]{16}-1920x1440-640\.avif 640w/);
    await expect.poll(() => heroImage.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
    const heroSource = await heroImage.evaluate((image: HTMLImageElement) => image.currentSrc);
    expect(new URL(heroSource).pathname).toMatch(/^\/media\/[0-9a-f]{16}-1920x1440-(640|960|1280)\.(avif|webp|jpeg)$/);

    const bodyImage = page.locator('.content-article__body picture img');
    await expect(bodyImage).toHaveAttribute('loading', 'lazy');
    await expect(bodyImage).toHaveAttribute('alt', 'A cable tray');
    await expect(bodyImage).toHaveAttribute('width', '1600');
    await expect(bodyImage).toHaveAttribute('height', '1200');
    await bodyImage.scrollIntoViewIfNeeded();
    await expect.poll(() => bodyImage.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
    const bodySource = await bodyImage.evaluate((image: HTMLImageElement) => image.currentSrc);
    expect(new URL(bodySource).pathname).toMatch(/^\/media\/[0-9a-f]{16}-1600x1200-\d+\.(avif|webp|jpeg)$/);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    // Link previews get a 1200 x 630 crop around the focal point (issue 35; the centre until one is set).
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/media\/[0-9a-f]{16}-og-500-500-1200x630\.jpeg$/);
  });

  test('a very tall or a broken featured image does not widen the page', async ({ page, request, staffToken, contentApi }) => {
    test.slow();
    const tall = await upload(request, staffToken, await noisyPhoto(300, 3000), 'tall.jpg', 'A very tall banner');
    uploaded.push(tall.id);
    const tallPost = await createPost(contentApi, 'A tall banner', { imageUrl: tall.url, imageAlt: '' });
    // A library photo whose files fail in this page only: other tests load the listing at the same time.
    const missing = await upload(request, staffToken, await noisyPhoto(1920, 1080), 'missing.jpg', 'Gone');
    uploaded.push(missing.id);
    const missingFiles = missing.url.replace(/-\d+\.\w+$/, '-'); // every variant: /media/{hash}-{W}x{H}-
    await failImagesInPage(page, (url) => url.href.startsWith(new URL(missingFiles, url).href));
    const brokenPost = await createPost(contentApi, 'A missing photo', { imageUrl: missing.url, imageAlt: 'Gone' });

    for (const post of [tallPost, brokenPost]) {
      await page.goto(`/blogs/${post.slug}`);
      const hero = page.locator('.content-article__hero img');
      await expect(hero).toBeVisible();
      if (post === brokenPost) await expect.poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth === 0)).toBe(true);
      expect(await sidewaysOverflow(page), post.title).toBeLessThanOrEqual(0);
      const heroHeight = await page.locator('.content-article__hero').evaluate((hero) => hero.getBoundingClientRect().height);
      expect(heroHeight).toBeLessThanOrEqual(26 * 16 + 1);
    }
  });
});
