import type { Page } from '@playwright/test';
import { stackInfo } from '../support/stack';
import { alertOf } from './fixtures/dialogs';
import { expect, test } from './fixtures/site-test';

const EDITOR_PATH = '/admin/module/entries/cms-system';

async function logIn(page: Page): Promise<void> {
  await page.getByLabel('Username').fill(stackInfo().admin.username);
  await page.getByLabel('Password').fill(stackInfo().admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/**
 * Issue 35: the spec's URL-type featured image field, and the readiness checks as staff write: a finding at
 * the error level (alt text that is a file name) is listed beside its field and refuses the publish (422);
 * fixed, the item publishes and its library path is stored as a path.
 */
test('readiness checks list a defect as it is typed, refuse the publish, and let it through once fixed', async ({ page, dialogs, contentApi }) => {
  const title = `Windows 11 for a small office ${contentApi.tag}`;
  await page.goto('/login');
  await logIn(page);
  await expect(page).toHaveURL(EDITOR_PATH);

  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Author', { exact: true }).fill('Jordan Ellis');
  await page.getByLabel('Status', { exact: true }).selectOption('published');
  await page.getByLabel('Brief description', { exact: true }).fill('What to check before the upgrade.');
  await page.getByLabel('Meta description', { exact: true }).fill(
    'What a small office should check before moving to Windows 11: hardware, line-of-business apps, Intune enrolment and a pilot group of five.',
  );
  const imageUrl = page.getByLabel('Featured image URL', { exact: true });
  // Spec 2.13: "featured image URL (URL type)": a file name alone is not a URL.
  await expect(imageUrl).toHaveAttribute('type', 'url');
  await imageUrl.fill('default.svg');
  expect(await imageUrl.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(false);
  await imageUrl.fill(new URL('/images/insights/default.svg', stackInfo().baseUrl).href);
  expect(await imageUrl.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(true);
  await page.getByLabel('Image alt text', { exact: true }).fill('IMG_2041.JPG');
  const body = page.getByRole('textbox', { name: 'Content', exact: true });
  await body.click();
  await page.keyboard.type('Start with a hardware inventory.');

  const panel = page.getByRole('region', { name: 'Readiness checks' });
  const finding = panel.getByRole('listitem').filter({ hasText: 'a11y.alt.filename' });
  await expect(finding).toContainText('Stops publishing Image alt text: The featured image\'s alt text is its file name ("IMG_2041.JPG"). Describe what the image shows.');
  await expect(panel.getByText('1 finding; 1 stops publishing until fixed.')).toBeVisible();
  await finding.getByRole('button', { name: 'Go to image alt text' }).click();
  await expect(page.getByLabel('Image alt text', { exact: true })).toBeFocused();

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect.poll(() => dialogs.seen).toEqual([
    alertOf('Error creating content: This item cannot be published until these checks pass: a11y.alt.filename. Save it as a draft, or fix what the readiness panel lists.'),
  ]);
  expect((await contentApi.list()).filter((item) => item.title === title)).toEqual([]);

  dialogs.clear();
  await page.getByLabel('Image alt text', { exact: true }).fill('A laptop showing the Windows 11 start menu');
  await expect(panel.getByText('No problems found.')).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect.poll(() => dialogs.seen).toEqual([alertOf('Content created successfully!')]);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('');
  const stored = (await contentApi.list()).find((item) => item.title === title);
  // The field showed the image's absolute address on this site; what is stored is its path.
  expect(stored?.imageUrl).toBe('/images/insights/default.svg');
});
