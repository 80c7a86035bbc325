import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { bearer } from '../support/api';
import { stackInfo } from '../support/stack';
import { expect, test } from './fixtures/site-test';

/**
 * Issue 35, social preview and focal point: staff move an image's focal point with the keyboard in the
 * media library, and a published post's page names, as og:image, a 1200 x 630 crop of the image that the
 * browser can fetch through nginx, centred on that point.
 */

interface UploadedMedia {
  id: string;
  url: string;
  width: number;
  height: number;
}

/** 2400 x 900 grey with a red square centred at 62.5 % across, 50 % down; a different grey per run (the library keeps one item per bytes). */
async function markedPhoto(): Promise<Buffer> {
  const grey = 100 + Math.floor(Math.random() * 50);
  return sharp({ create: { width: 2400, height: 900, channels: 3, background: { r: grey, g: grey, b: grey } } })
    .composite([{ input: { create: { width: 160, height: 160, channels: 3, background: '#ff0000' } }, left: 1420, top: 370 }])
    .png()
    .toBuffer();
}

async function upload(request: APIRequestContext, token: string, photo: Buffer): Promise<UploadedMedia> {
  const response = await request.post('/api/cms/media', {
    headers: bearer(token),
    multipart: { file: { name: 'marked.png', mimeType: 'image/png', buffer: photo }, alt: 'A red mark on grey' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as UploadedMedia;
}

test.describe('social images', () => {
  test.use({
    storageState: async ({ staffToken }, use) => {
      await use({ cookies: [], origins: [{ origin: stackInfo().baseUrl, localStorage: [{ name: 'token', value: staffToken }] }] });
    },
  });
  const uploaded: string[] = [];

  test.afterEach(async ({ request, staffToken, contentApi }) => {
    await contentApi.cleanup({ forever: true });
    for (const id of uploaded.splice(0)) {
      expect((await request.delete(`/api/cms/media/${id}`, { headers: bearer(staffToken) })).status()).toBe(204);
    }
  });

  test('the focal point set with the keyboard is the centre of the page\'s 1200 x 630 og:image', async ({ page, request, staffToken, contentApi }) => {
    test.slow();
    const media = await upload(request, staffToken, await markedPhoto());
    uploaded.push(media.id);
    expect(media).toMatchObject({ width: 2400, height: 900 });

    await page.goto('/admin/media');
    const point = page.getByRole('slider', { name: 'Focal point of marked.png' });
    await expect(point).toHaveAttribute('aria-valuetext', '50% across, 50% down');
    await point.focus();
    // 50 % to 62.5 %: two steps of 5 % and five of 0.5 % (Shift).
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    for (let step = 0; step < 5; step += 1) await page.keyboard.press('Shift+ArrowRight');
    await expect(point).toHaveAttribute('aria-valuetext', '62.5% across, 50% down');
    await expect(page.getByRole('status').filter({ hasText: 'Focal point saved: 62.5% across, 50% down.' })).toBeVisible();

    const post = await contentApi.create({ type: 'blog', status: 'published', title: `A red mark ${contentApi.tag}`, imageUrl: media.url, imageAlt: '' });
    await page.goto(`/blogs/${post.slug}`);
    const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(ogImage).toMatch(/^https?:\/\/[^/]+\/media\/[0-9a-f]{16}-og-\S+\.jpeg$/);
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
    await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630');

    // The file itself, through nginx: 1200 x 630, the red mark in its middle.
    const file = await request.get(new URL(ogImage!).pathname);
    expect(file.status()).toBe(200);
    const bytes = await file.body();
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 1200, height: 630, format: 'jpeg' });
    const { data } = await sharp(bytes).extract({ left: 600, top: 315, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200);
    expect(data[1]).toBeLessThan(60);
    expect(data[2]).toBeLessThan(60);

    // The hero keeps the same point in view.
    await expect(page.locator('.content-article__hero img')).toHaveCSS('object-position', '62.5% 50%');
    // The kept original is never served.
    const hash = media.url.match(/\/media\/([0-9a-f]{16})-/)![1];
    expect((await request.get(`/media/${hash}.original`)).status()).toBe(404);
  });
});
