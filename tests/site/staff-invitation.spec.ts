import type { Page } from '@playwright/test';
import { bearer } from '../support/api';
import { stackInfo } from '../support/stack';
import { strongPassword, uniqueName } from '../support/staff-users';
import { expect, test } from './fixtures/site-test';

/** Issue 23 in the browser: an administrator invites a contributor, who joins on a phone and can only write drafts. */
const EDITOR_PATH = '/admin/module/entries/cms-system';
const PHONE = { width: 390, height: 844 };

async function pageIsNoWiderThanViewport(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));
  expect(widths.page, 'no sideways scroll').toBeLessThanOrEqual(widths.viewport);
}

test('an administrator invites a contributor, who accepts on a phone, writes a draft and cannot publish', async ({ browser, request }) => {
  test.setTimeout(150_000);
  const { baseUrl, admin } = stackInfo();
  const email = `${uniqueName('writer')}@staff.example.com`;

  const adminContext = await browser.newContext({ baseURL: baseUrl });
  const adminPage = await adminContext.newPage();
  await adminPage.goto('/login');
  await adminPage.getByLabel('Username').fill(admin.username);
  await adminPage.getByLabel('Password', { exact: true }).fill(admin.password);
  await adminPage.getByRole('button', { name: 'Login' }).click();
  await expect(adminPage).toHaveURL(EDITOR_PATH, { timeout: 20_000 });
  await adminPage.getByRole('navigation', { name: 'Staff area' }).getByRole('link', { name: 'Users', exact: true }).click();
  await adminPage.getByLabel('E-mail address', { exact: true }).fill(email);
  await adminPage.getByLabel('Role', { exact: true }).selectOption({ label: 'Contributor' });
  await adminPage.getByLabel('Display name (optional)').fill('Robin Contributor');
  await adminPage.getByRole('button', { name: 'Invite' }).click();
  const created = adminPage.getByRole('status').filter({ hasText: `Invitation created for ${email}` });
  await expect(created).toBeVisible();
  const link = (await created.locator('.staff-link').textContent())?.trim() ?? '';
  expect(link).toMatch(new RegExp(`^${baseUrl.replace(/[.:/]/g, '\\$&')}/invitation#.+`));
  await adminContext.close();

  const phone = await browser.newContext({ baseURL: baseUrl, viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await phone.newPage();
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Accept your invitation' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  const username = uniqueName('robin');
  const password = strongPassword();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill('password1234');
  await page.getByLabel('Type it again').fill('password1234');
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByText(/guess|common/i).first(), 'a guessable password is refused with the reason').toBeVisible();
  await pageIsNoWiderThanViewport(page);

  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Type it again').fill(password);
  await page.getByRole('button', { name: 'Create my account' }).click();
  // A password hash and a strength check on a busy two-core machine take a few seconds.
  await expect(page).toHaveURL(EDITOR_PATH, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create New Blog Post/Case Study');
  await expect(page.getByRole('navigation', { name: 'Staff area' }).getByRole('link', { name: /Enquiries/ }), 'contributors do not see enquiries').toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Staff area' }).getByRole('link', { name: 'Users', exact: true })).toHaveCount(0);
  await pageIsNoWiderThanViewport(page);

  const status = page.getByLabel('Status', { exact: true });
  await expect(status.locator('option')).toHaveText(['Draft']);

  const title = `Draft by a contributor ${uniqueName('t')}`;
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Author', { exact: true }).fill('Robin Contributor');
  await page.getByLabel('Brief description', { exact: true }).fill('What a contributor wrote on a phone.');
  await page.getByRole('textbox', { name: 'Content', exact: true }).fill('Typed on a phone, saved as a draft for an editor.');
  await page.getByLabel('Featured image URL', { exact: true }).fill(new URL('/images/insights/default.svg', baseUrl).href);
  await page.getByLabel('Image alt text', { exact: true }).fill('A checklist on a laptop screen');
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/cms/content') && response.request().method() === 'POST');
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Save Draft' }).click();
  expect((await saved).status()).toBe(201);

  await page.getByRole('tab', { name: 'Manage Content' }).click();
  const card = page.getByRole('article', { name: title, exact: true });
  await expect(card).toBeVisible();
  await expect(card.getByRole('button', { name: 'Delete' }), 'contributors delete nothing').toHaveCount(0);
  await pageIsNoWiderThanViewport(page);

  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  const items = (await (await request.get('/api/cms/content', { headers: bearer(token ?? '') })).json()) as Array<{ id: string; title: string; status: string }>;
  const item = items.find((candidate) => candidate.title === title);
  expect(item?.status).toBe('draft');
  const publish = await request.put(`/api/cms/content/${item?.id}`, {
    headers: bearer(token ?? ''),
    data: {
      type: 'blog',
      title,
      author: 'Robin Contributor',
      status: 'published',
      datePublished: '2026-01-15',
      dateModified: '2026-01-15',
      description: 'What a contributor wrote on a phone.',
      content: '<p>Typed on a phone.</p>',
      imageUrl: new URL('/images/insights/default.svg', baseUrl).href,
      imageAlt: 'A checklist on a laptop screen',
    },
  });
  expect(publish.status(), 'the server refuses a contributor\'s publish too').toBe(403);
  await phone.close();
});
