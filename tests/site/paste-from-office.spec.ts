import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { stackInfo } from '../support/stack';
import { alertOf } from './fixtures/dialogs';
import { expect, test } from './fixtures/site-test';

const EDITOR_PATH = '/admin/module/entries/cms-system';
/** What Word and Google Docs put on the clipboard for the same short document (web's paste fixtures). */
const FIXTURES = path.resolve(__dirname, '../../web/src/features/cms/paste/fixtures');

/** A paste as the browser delivers it: a paste event carrying the HTML and the plain text. */
async function pasteHtml(page: Page, html: string, text: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Content', exact: true }).evaluate(
    (editable, clipboard) => {
      const data = new DataTransfer();
      data.setData('text/html', clipboard.html);
      data.setData('text/plain', clipboard.text);
      editable.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    },
    { html, text },
  );
}

test.use({
  storageState: async ({ staffToken }, use) => {
    await use({ cookies: [], origins: [{ origin: stackInfo().baseUrl, localStorage: [{ name: 'token', value: staffToken }] }] });
  },
});

for (const { source, file } of [
  { source: 'Word', file: 'word-desktop.html' },
  { source: 'Google Docs', file: 'google-docs.html' },
]) {
  test(`text pasted from ${source} keeps its structure, loses the office styles, and is saved that way`, async ({ page, dialogs, contentApi }) => {
    const title = `Pasted from ${source} ${contentApi.tag}`;
    await page.goto(EDITOR_PATH);
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Author', { exact: true }).fill('Jordan Ellis');
    await page.getByLabel('Brief description', { exact: true }).fill('Pasted from an office document.');
    await page.getByLabel('Featured image URL', { exact: true }).fill(new URL('/images/insights/default.svg', stackInfo().baseUrl).href);
    const body = page.getByRole('textbox', { name: 'Content', exact: true });
    await body.click();
    await pasteHtml(page, await readFile(path.join(FIXTURES, file), 'utf8'), 'Moving to Microsoft 365');

    // What the author sees in the editor: the headings, the nested list, the link and the emphasis.
    await expect(body.getByRole('heading', { level: 1, name: 'Moving to Microsoft 365' })).toBeVisible();
    await expect(body.getByRole('heading', { level: 2, name: 'Steps' })).toBeVisible();
    await expect(body.getByRole('link', { name: 'Microsoft guidance' })).toHaveAttribute('href', 'https://learn.microsoft.com/microsoft-365/');
    await expect(body.locator('strong')).toHaveText(['migration']);
    await expect(body.locator('em')).toHaveText(['every']);
    await expect(body.locator('u')).toHaveText(['every']);
    await expect(body.locator('img')).toHaveCount(0);
    await expect(page.getByText(`Pasted from ${source}: 1 image left out.`, { exact: false })).toBeVisible();

    await page.getByRole('button', { name: 'Save Draft' }).click();
    await expect.poll(() => dialogs.seen).toEqual([alertOf('Content created successfully!')]);
    const saved = (await contentApi.list()).find((item) => item.title === title);
    expect(saved?.content).toContain('<ul><li>Plan the tenant<ul><li>Licences and domains</li></ul></li><li>Move the mailboxes</li></ul>');
    expect(saved?.content).toContain('<ol><li>Back up</li><li>Cut over</li></ol>');
    for (const leftover of ['style=', 'class=', 'mso', 'o:p', 'docs-internal-guid', 'font-family', '<img', '<!--']) expect(saved?.content).not.toContain(leftover);
  });
}
