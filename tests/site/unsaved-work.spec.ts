import type { Dialog, Locator, Page } from '@playwright/test';
import { stackInfo } from '../support/stack';
import { expect, test } from './fixtures/site-test';

/**
 * Issue 24 item 1, with the keyboard: the spec's resets stay, but nothing typed is lost. After a reset, a
 * reload or leaving the page the typing is offered back with one click; Edit on another item, Back, leaving
 * and closing the tab with unsaved changes ask first.
 */
const EDITOR_PATH = '/admin/module/entries/cms-system';
const NEW_HEADING = 'Create New Blog Post/Case Study';
const EDIT_HEADING = 'Edit Blog Post/Case Study';
const RESTORE = 'Restore unsaved draft';
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };

type Answer = 'accept' | 'dismiss';

/** Answers each dialog as told (accept unless said otherwise) and keeps what it was and said. */
class DialogAnswers {
  readonly seen: Array<{ type: string; message: string }> = [];
  next: Answer = 'accept';

  constructor(page: Page) {
    page.on('dialog', (dialog: Dialog) => {
      this.seen.push({ type: dialog.type(), message: dialog.message() });
      void (this.next === 'accept' ? dialog.accept() : dialog.dismiss());
    });
  }

  types(): string[] {
    return this.seen.map((dialog) => dialog.type);
  }
}

class Editor {
  constructor(readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  get title(): Locator {
    return this.page.getByLabel('Title', { exact: true });
  }

  get body(): Locator {
    return this.page.getByRole('textbox', { name: 'Content', exact: true });
  }

  tab(name: string): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  get restore(): Locator {
    return this.page.getByRole('button', { name: RESTORE, exact: true });
  }

  async open(): Promise<void> {
    await this.page.goto(EDITOR_PATH);
    await expect(this.heading).toHaveText(NEW_HEADING);
  }

  /** Into a field by pointer, then only the keyboard. */
  async typeInto(field: Locator, text: string): Promise<void> {
    await field.click();
    await this.page.keyboard.press('ControlOrMeta+End');
    await this.page.keyboard.type(text);
  }

  async expectBlankNewForm(): Promise<void> {
    await expect(this.heading).toHaveText(NEW_HEADING);
    await expect(this.tab('Basic Info')).toHaveAttribute('aria-selected', 'true');
    await expect(this.title).toHaveValue('');
    await expect(this.body).toHaveText('');
  }

  /** Manage Content, narrowed to this test's items by the search box, then Edit on `title`. */
  async pressEdit(title: string, search: string): Promise<void> {
    await this.tab('Manage Content').click();
    await this.typeInto(this.page.getByLabel('Search by title, author or tag'), search);
    await this.page.getByRole('article', { name: title, exact: true }).getByRole('button', { name: 'Edit' }).click();
  }
}

/** How far the page scrolls sideways: 0 when nothing is wider than the viewport. */
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.use({
  storageState: async ({ staffToken }, use) => {
    await use({ cookies: [], origins: [{ origin: stackInfo().baseUrl, localStorage: [{ name: 'token', value: staffToken }] }] });
  },
});

for (const [size, viewport] of [['1280 px', LAPTOP], ['390 px', PHONE]] as const) {
  test.describe(`at ${size}`, () => {
    test.use({ viewport });

    test('typing reset by the spec (Manage Content and back) or lost to a reload is offered back with one click', async ({ page, contentApi }) => {
      test.slow();
      const dialogs = new DialogAnswers(page);
      const editor = new Editor(page);
      const title = `Typed by keyboard ${contentApi.tag}`;
      const body = 'Every word of this paragraph was typed.';
      await editor.open();
      await editor.typeInto(editor.title, title);
      await editor.typeInto(editor.body, body);
      await expect(editor.restore, 'nothing to offer while the typing is on screen').toHaveCount(0);

      // Spec 4: switching to the form tab from Manage Content resets an unsaved new form.
      await editor.tab('Manage Content').click();
      await editor.tab('Basic Info').click();
      await editor.expectBlankNewForm();
      await expect(page.getByText(title)).toBeVisible();
      if (viewport === PHONE) expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await editor.restore.click();
      await expect(editor.title).toHaveValue(title);
      await expect(editor.body).toHaveText(body);
      await expect(editor.restore).toHaveCount(0);

      // A reload (the browser asks first: there are unsaved changes) comes back to a blank form and the offer.
      await editor.typeInto(editor.body, ' And one more sentence.');
      await page.reload();
      await expect(editor.restore).toBeVisible();
      expect(dialogs.types()).toEqual(['beforeunload']);
      await editor.expectBlankNewForm();
      if (viewport === PHONE) expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await editor.restore.click();
      await expect(editor.title).toHaveValue(title);
      await expect(editor.body).toHaveText(`${body} And one more sentence.`);
      if (viewport === PHONE) expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    });
  });
}

test('coming back to Basic Info before Manage Content has loaded still resets the whole form, and offers the typing back', async ({ page, contentApi }) => {
  // Manage Content's code arrives slowly, so Basic Info is pressed while its "Loading..." is showing.
  await page.route(/\/assets\/manage-content-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const editor = new Editor(page);
  const title = `Typed before a slow tab ${contentApi.tag}`;
  const body = 'Typed just before the tab was pressed.';
  await editor.open();
  await editor.typeInto(editor.title, title);
  await editor.typeInto(editor.body, body);
  await editor.tab('Manage Content').click();
  await editor.tab('Basic Info').click();
  await editor.expectBlankNewForm();
  await editor.restore.click();
  await expect(editor.title).toHaveValue(title);
  await expect(editor.body).toHaveText(body);
});

test('Edit on another item with unsaved changes asks: staying keeps the text, going opens the other item and offers the text back', async ({
  page,
  contentApi,
}) => {
  test.slow();
  const first = await contentApi.create({ type: 'blog', status: 'draft', title: `First item ${contentApi.tag}`, content: '<p>Stored text.</p>' });
  const second = await contentApi.create({ type: 'blog', status: 'draft', title: `Second item ${contentApi.tag}` });
  const dialogs = new DialogAnswers(page);
  const editor = new Editor(page);
  await editor.open();
  await editor.pressEdit(first.title, contentApi.tag);
  await expect(editor.heading).toHaveText(EDIT_HEADING);
  await expect(editor.title).toHaveValue(first.title);
  expect(dialogs.seen, 'no question while nothing was changed').toEqual([]);
  await editor.typeInto(editor.body, ' Changed by keyboard.');

  dialogs.next = 'dismiss';
  await editor.pressEdit(second.title, contentApi.tag);
  await expect.poll(() => dialogs.types()).toEqual(['confirm']);
  expect(dialogs.seen[0].message).toMatch(/unsaved/i);
  await editor.tab('Edit Content').click();
  await expect(editor.heading).toHaveText(EDIT_HEADING);
  await expect(editor.title).toHaveValue(first.title);
  await expect(editor.body).toHaveText('Stored text. Changed by keyboard.');

  dialogs.next = 'accept';
  await editor.pressEdit(second.title, contentApi.tag);
  await expect.poll(() => dialogs.types()).toEqual(['confirm', 'confirm']);
  await expect(editor.heading).toHaveText(EDIT_HEADING);
  await expect(editor.title).toHaveValue(second.title);
  await expect(page.getByText(first.title)).toBeVisible();
  await editor.restore.click();
  await expect(editor.title).toHaveValue(first.title);
  await expect(editor.body).toHaveText('Stored text. Changed by keyboard.');
});

test('Back, leaving for another page and closing the tab with unsaved changes ask first', async ({ page, contentApi }) => {
  test.slow();
  const title = `Not saved yet ${contentApi.tag}`;
  const dialogs = new DialogAnswers(page);
  const editor = new Editor(page);
  await page.goto('/about');
  await page.goto('/admin/media');
  // Inside the staff area: the editor by its link, so Back stays in the app.
  await page.getByRole('navigation', { name: 'Staff area' }).getByRole('link', { name: 'Content' }).click();
  await editor.typeInto(editor.title, title);

  // Back: asked; staying keeps the page and the text, going leaves.
  dialogs.next = 'dismiss';
  await page.goBack();
  await expect.poll(() => dialogs.types()).toEqual(['confirm']);
  expect(dialogs.seen[0].message).toMatch(/unsaved/i);
  await expect(page).toHaveURL(EDITOR_PATH);
  await expect(editor.title).toHaveValue(title);
  dialogs.next = 'accept';
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/media$/);
  await page.getByRole('navigation', { name: 'Staff area' }).getByRole('link', { name: 'Content' }).click();
  await expect(editor.restore).toBeVisible();
  await editor.restore.click();
  await expect(editor.title).toHaveValue(title);

  // Back to a page before the staff area (another document): the browser's own leave-page question.
  dialogs.seen.length = 0;
  dialogs.next = 'dismiss';
  await page.evaluate(() => window.history.go(-2));
  await expect.poll(() => dialogs.types()).toEqual(['beforeunload']);
  await expect(page).toHaveURL(EDITOR_PATH);
  await expect(editor.title).toHaveValue(title);
  dialogs.next = 'accept';

  // Another address typed or followed: the browser's own leave-page question.
  dialogs.seen.length = 0;
  await editor.typeInto(editor.body, 'More words.');
  await page.goto('/contact-us');
  expect(dialogs.types()).toEqual(['beforeunload']);
  await editor.open();
  await editor.restore.click();
  await expect(editor.body).toHaveText('More words.');

  // Closing the tab: asked; staying keeps the tab open with the text.
  await editor.typeInto(editor.body, ' Still more.');
  dialogs.seen.length = 0;
  dialogs.next = 'dismiss';
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => dialogs.types()).toEqual(['beforeunload']);
  expect(page.isClosed()).toBe(false);
  await expect(editor.body).toHaveText('More words. Still more.');
  dialogs.next = 'accept';
  const closed = page.waitForEvent('close');
  await page.close({ runBeforeUnload: true });
  await closed;
});
