import type { Page } from '@playwright/test';
import { stackInfo } from '../support/stack';
import { alertOf } from './fixtures/dialogs';
import { expect, test } from './fixtures/site-test';

const EDITOR_PATH = '/admin/module/entries/cms-system';
/** Issue 8: a phone, 390 x 844. */
const PHONE = { width: 390, height: 844 };
/** Two words joined by non-breaking spaces (U+00A0), as a character or as an entity. */
const NBSP_BETWEEN_WORDS = /\w(?:\u00a0|&nbsp;|&#160;)+\w/;

const PARAGRAPH =
  'Before switching on Copilot, check who can open what: it answers from every file a person can already reach, ' +
  'so an old share that everyone can read becomes an answer that everyone can see. Start with the sites that hold ' +
  'contracts, salaries and board papers, label them, and only then hand out the licences to the first group of staff.';
const LONG_URL = `https://learn.microsoft.com/en-au/microsoft-365-copilot/${'microsoft-365-copilot-data-protection-architecture-'.repeat(3)}overview`;

async function logIn(page: Page): Promise<void> {
  await page.getByLabel('Username').fill(stackInfo().admin.username);
  await page.getByLabel('Password').fill(stackInfo().admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** How far the page scrolls sideways: 0 when nothing is wider than the viewport. */
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.describe('writing a post in the editor on a phone', () => {
  test.use({ viewport: PHONE });

  test('a paragraph typed with the keyboard is saved with ordinary spaces and wraps at 390 px, in Preview and on the site', async ({
    page,
    dialogs,
    contentApi,
  }, testInfo) => {
    // Typing several hundred characters one key at a time, each re-rendering the form, takes a while on a shared machine.
    test.slow();
    const title = `Copilot permissions first ${contentApi.tag}`;
    await page.goto('/login');
    await logIn(page);
    await expect(page).toHaveURL(EDITOR_PATH);

    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Author', { exact: true }).fill('Jordan Ellis');
    await page.getByLabel('Status', { exact: true }).selectOption('published');
    await page.getByLabel('Brief description', { exact: true }).fill('Check permissions before the licences arrive.');
    await page.getByLabel('Featured image URL', { exact: true }).fill(new URL('/images/insights/default.svg', stackInfo().baseUrl).href);
    // Publishing needs the featured image's alt text (issue 25).
    await page.getByLabel('Image alt text', { exact: true }).fill('The company logo');
    const body = page.getByRole('textbox', { name: 'Content', exact: true });
    await body.click();
    await page.keyboard.type(PARAGRAPH);
    await page.keyboard.press('Enter');
    await page.keyboard.type(`Read more: ${LONG_URL}`);
    await expect(body).toContainText(LONG_URL);

    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    const previewBody = page.locator('.content-article__body');
    await expect(previewBody.getByText(PARAGRAPH)).toBeVisible();
    expect(await previewBody.innerHTML()).not.toMatch(NBSP_BETWEEN_WORDS);
    await expect.poll(() => sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Back to Editing', exact: true }).click();

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect.poll(() => dialogs.seen).toEqual([alertOf('Content created successfully!')]);
    // The spec's reset after a create: only then is the work saved as far as the page knows (leaving before
    // it asks about unsaved changes, and the reset's own history step would cancel the next navigation).
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('');

    const stored = (await contentApi.list()).find((item) => item.title === title);
    expect(stored?.content).toBe(`<p>${PARAGRAPH}</p><p>Read more: ${LONG_URL}</p>`);
    expect(stored?.content).not.toMatch(NBSP_BETWEEN_WORDS);

    await page.goto(`/blogs/${stored?.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByText(PARAGRAPH)).toBeVisible();
    await expect(page.getByText(LONG_URL)).toBeVisible();
    await expect.poll(() => sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath('published-post-390.png'), fullPage: true });
  });
});

test.describe('links in the editor', () => {
  test.use({
    storageState: async ({ staffToken }, use) => {
      await use({ cookies: [], origins: [{ origin: stackInfo().baseUrl, localStorage: [{ name: 'token', value: staffToken }] }] });
    },
  });

  /** Selects the current line and links it through the toolbar's link button (Quill gives it no accessible name). */
  async function linkCurrentLine(page: Page, url: string): Promise<void> {
    await page.keyboard.press('Shift+Home');
    await page.locator('.ql-toolbar .ql-link').click();
    await page.locator('.ql-tooltip input[type="text"]').fill(url);
    await page.keyboard.press('Enter');
  }

  test('an http: link is refused, its text kept, and the post still saves; an https: link is kept', async ({ page, dialogs, contentApi }) => {
    test.slow();
    const title = `Links only over https ${contentApi.tag}`;
    await page.goto(EDITOR_PATH);
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Author', { exact: true }).fill('Jordan Ellis');
    await page.getByLabel('Brief description', { exact: true }).fill('Links in a post.');
    await page.getByLabel('Featured image URL', { exact: true }).fill(new URL('/images/insights/default.svg', stackInfo().baseUrl).href);
    const body = page.getByRole('textbox', { name: 'Content', exact: true });
    await body.click();
    await page.keyboard.type('Our old page');
    await linkCurrentLine(page, 'http://example.com/old');
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Our new page');
    await linkCurrentLine(page, 'https://example.com/new');
    await expect(body.getByRole('link', { name: 'Our new page' })).toHaveAttribute('href', 'https://example.com/new');
    await expect(body.getByText('Our old page')).toBeVisible();
    await expect(body.locator('a[href^="http:"]')).toHaveCount(0);

    await page.getByRole('button', { name: 'Save Draft', exact: true }).click();
    await expect.poll(() => dialogs.seen).toEqual([alertOf('Content created successfully!')]);
    const stored = (await contentApi.list()).find((item) => item.title === title);
    expect(stored?.content).toContain('Our old page');
    expect(stored?.content).not.toContain('http:');
    expect(stored?.content).toContain('href="https://example.com/new"');
  });
});

test.describe('the way back after login', () => {
  for (const [name, returnTo] of [
    ['a backslash path, which browsers read as another host', '/\\evil.example/phish'],
    ['another origin', 'https://evil.example/phish'],
    ['a protocol-relative address', '//evil.example/phish'],
    ['a tab that the URL parser drops, leaving //host', '/\t/evil.example/phish'],
  ]) {
    test(`refuses ${name} and opens the editor`, async ({ page }) => {
      await page.goto(`/login?${new URLSearchParams({ returnTo })}`);
      await logIn(page);
      await expect(page).toHaveURL(EDITOR_PATH);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create New Blog Post/Case Study');
    });
  }

  test('follows a path on this site', async ({ page }) => {
    await page.goto(`/login?${new URLSearchParams({ returnTo: '/insights/blogs?page=1#latest' })}`);
    await logIn(page);
    await expect(page).toHaveURL(`${stackInfo().baseUrl}/insights/blogs?page=1#latest`);
  });
});
