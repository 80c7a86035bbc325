import type { Page } from '@playwright/test';
import { stackInfo } from '../support/stack';
import { expect, test } from './fixtures/site-test';

/**
 * Issue 25, the staff side: images go into a post by the editor's image button, by paste and by drop; each
 * is uploaded to the media library and inserted by its /media/ address (never a data: URI); alt text is
 * asked for; publishing is refused, with the server's message, while an image has none.
 */
const EDITOR_PATH = '/admin/module/entries/cms-system';
const PHONE = { width: 390, height: 844 };
const MEDIA_SRC = /^\/media\/[0-9a-f]{16}-\d+x\d+-\d+\.jpeg$/;

/** A real JPEG made by the browser's canvas, different for each label (the library answers the same bytes with the same item). */
async function photoBytes(page: Page, label: string): Promise<Buffer> {
  const bytes = await page.evaluate(async (text) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 900;
    const context = canvas.getContext('2d')!;
    const gradient = context.createLinearGradient(0, 0, 1200, 900);
    gradient.addColorStop(0, '#0b5394');
    gradient.addColorStop(1, '#f1c232');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 1200, 900);
    context.fillStyle = '#fff';
    context.font = 'bold 96px sans-serif';
    context.fillText(text, 80, 480);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((made) => resolve(made!), 'image/jpeg', 0.9));
    return Array.from(new Uint8Array(await blob.arrayBuffer()));
  }, label);
  return Buffer.from(bytes);
}

/** Pastes or drops a JPEG file on the editor as the browser would, with a DataTransfer holding the file. */
async function pasteOrDrop(page: Page, kind: 'paste' | 'drop', name: string, bytes: Buffer): Promise<void> {
  await page.locator('.ql-editor').evaluate(
    (editor, { kind, name, data }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(data)], name, { type: 'image/jpeg' }));
      if (kind === 'paste') {
        editor.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }));
        return;
      }
      // Dropped at the end of the last paragraph's text.
      const box = (editor.lastElementChild ?? editor).getBoundingClientRect();
      editor.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true, clientX: box.right - 2, clientY: box.top + box.height / 2 }));
    },
    { kind, name, data: Array.from(bytes) },
  );
}

const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.describe('images in the editor on a phone', () => {
  test.use({
    viewport: PHONE,
    storageState: async ({ staffToken }, use) => {
      await use({ cookies: [], origins: [{ origin: stackInfo().baseUrl, localStorage: [{ name: 'token', value: staffToken }] }] });
    },
  });

  test('upload by button, paste and drop; alt text asked; publish refused without it, then published by reference', async ({ page, dialogs, contentApi }) => {
    test.slow();
    const title = `Our new racks ${contentApi.tag}`;
    await page.goto(EDITOR_PATH);
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Author', { exact: true }).fill('Jordan Ellis');
    await page.getByLabel('Brief description', { exact: true }).fill('Three photos of the new racks.');
    await page.getByLabel('Featured image URL', { exact: true }).fill(new URL('/images/insights/default.svg', stackInfo().baseUrl).href);
    await page.getByLabel('Image alt text', { exact: true }).fill('The company logo');
    const body = page.getByRole('textbox', { name: 'Content', exact: true });
    await body.click();
    await page.keyboard.type('The racks, in three photos.');

    // 1. The toolbar's image button.
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Insert image', exact: true }).click();
    await (await chooser).setFiles({ name: 'button-photo.jpg', mimeType: 'image/jpeg', buffer: await photoBytes(page, 'button') });
    let dialog = page.getByRole('dialog', { name: 'Insert an image' });
    await expect(dialog.getByRole('button', { name: 'Insert image', exact: true })).toBeEnabled({ timeout: 20_000 });
    await expect.poll(() => sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await dialog.getByLabel('Alt text', { exact: true }).fill('The first rack, cabled');
    await dialog.getByRole('button', { name: 'Insert image', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(body.locator('img')).toHaveCount(1);
    await expect(body.locator('img').first()).toHaveAttribute('src', MEDIA_SRC);
    await expect(body.locator('img').first()).toHaveAttribute('alt', 'The first rack, cabled');

    // 2. A pasted photo, marked decorative.
    await page.keyboard.press('End');
    await pasteOrDrop(page, 'paste', 'pasted-photo.jpg', await photoBytes(page, 'paste'));
    dialog = page.getByRole('dialog', { name: 'Insert an image' });
    await expect(dialog.getByRole('button', { name: 'Insert image', exact: true })).toBeEnabled({ timeout: 20_000 });
    await dialog.getByLabel(/Decorative image/).check();
    await dialog.getByRole('button', { name: 'Insert image', exact: true }).click();
    await expect(body.locator('img')).toHaveCount(2);
    await expect(body.locator('img[data-decorative="true"]')).toHaveAttribute('alt', '');

    // 3. A dropped photo, inserted without alt text for now.
    await pasteOrDrop(page, 'drop', 'dropped-photo.jpg', await photoBytes(page, 'drop'));
    dialog = page.getByRole('dialog', { name: 'Insert an image' });
    await expect(dialog.getByRole('button', { name: 'Insert without alt text for now' })).toBeEnabled({ timeout: 20_000 });
    await dialog.getByRole('button', { name: 'Insert without alt text for now' }).click();
    await expect(body.locator('img')).toHaveCount(3);
    for (const image of await body.locator('img').all()) await expect(image).toHaveAttribute('src', MEDIA_SRC);
    await expect(page.getByText(/An image has no alt text: publishing is refused/)).toBeVisible();
    await expect.poll(() => sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    // Publishing is refused by the server, in words that name the image; nothing is lost.
    await page.getByLabel('Status', { exact: true }).selectOption('published');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect.poll(() => dialogs.seen.at(-1)?.message ?? '').toMatch(/^Error creating content: .*alt text.*dropped-photo\.jpg/i);
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
    await expect(body.locator('img')).toHaveCount(3);

    const undescribed = page.getByRole('button', { name: /^Add alt text to image \d$/ });
    await expect(undescribed).toHaveCount(1);
    await undescribed.click();
    const describe = page.getByRole('dialog', { name: /^Describe image \d$/ });
    await describe.getByLabel('Alt text', { exact: true }).fill('The third rack, with its doors open');
    await describe.getByRole('button', { name: 'Save alt text' }).click();
    await expect(page.getByText(/no alt text: publishing is refused/)).toBeHidden();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect.poll(() => dialogs.seen.at(-1)?.message).toBe('Content created successfully!');

    const stored = (await contentApi.list()).find((item) => item.title === title);
    expect(stored?.status).toBe('published');
    expect(stored?.content).not.toContain('data:');
    expect(stored?.content.match(/<img [^>]*src="\/media\/[0-9a-f]{16}-/g)).toHaveLength(3);
    expect(stored?.content).toContain('alt="The first rack, cabled"');
    expect(stored?.content).toContain('alt="The third rack, with its doors open"');
    expect(stored?.content).toMatch(/<img [^>]*alt=""[^>]*data-decorative="true"|<img [^>]*data-decorative="true"[^>]*alt=""/);

    // The Media tab lists the uploads with where they are used, and will not delete one that is in use.
    await page.getByRole('navigation', { name: 'Staff area' }).getByRole('link', { name: 'Media', exact: true }).click();
    const uploaded = page.getByRole('listitem', { name: 'button-photo.jpg' });
    await expect(uploaded).toContainText(title);
    await expect(uploaded.getByLabel('Alt text of button-photo.jpg')).toHaveValue('The first rack, cabled');
    await uploaded.getByRole('button', { name: 'Delete' }).click();
    await expect(uploaded.getByRole('alert')).toContainText(title);
    await expect.poll(() => sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });

  test('an SVG is refused with a message in the upload dialog, and what was typed stays', async ({ page }) => {
    await page.goto(EDITOR_PATH);
    const body = page.getByRole('textbox', { name: 'Content', exact: true });
    await body.click();
    await page.keyboard.type('A paragraph that must survive.');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Insert image', exact: true }).click();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
    await (await chooser).setFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(svg) });
    const dialog = page.getByRole('dialog', { name: 'Insert an image' });
    await expect(dialog.getByRole('alert')).toContainText('logo.svg was not uploaded:');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(body).toHaveText('A paragraph that must survive.');
    await expect(body.locator('img')).toHaveCount(0);
  });
});
