import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { adminToken, bearer } from '../support/api';
import { stackInfo } from '../support/stack';
import { inviteAndAccept, type StaffMember } from '../support/staff-users';
import type { ContentApi } from './fixtures/content-api';
import { openEditorOn } from './fixtures/editor-window';
import { expect, test } from './fixtures/site-test';

/**
 * Issue 24 item 2: two staff members edit one post in two browsers. The second save is refused; the second
 * person sees who saved and when, compares the two texts and chooses, and neither text is lost.
 */
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };
const THEIRS = 'Alpha harbour paragraph from the first editor.';
const MINE = 'Bravo lantern paragraph from the second editor.';

type Choice = 'Keep theirs' | 'Keep mine' | 'Save mine as a new draft';

const body = (page: Page): Locator => page.getByRole('textbox', { name: 'Content', exact: true });

async function replaceBody(page: Page, text: string): Promise<void> {
  await body(page).fill(text);
  await expect(body(page)).toHaveText(text);
}

/** The stored item and the texts of all its revisions, through the staff API. */
async function storedTexts(contentApi: ContentApi, token: string, request: APIRequestContext, id: string) {
  const item = (await contentApi.list()).find((candidate) => candidate.id === id);
  const revisions = (await (await request.get(`/api/cms/content/${id}/revisions`, { headers: bearer(token) })).json()) as Array<{ id: string }>;
  const texts: string[] = [];
  for (const revision of revisions) {
    texts.push(JSON.stringify(await (await request.get(`/api/cms/content/${id}/revisions/${revision.id}`, { headers: bearer(token) })).json()));
  }
  return { current: item?.content ?? '', revisions: texts.join('\n') };
}

const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Each choice once; the phone takes one of them (the panel is the same at both widths). */
const cases: Array<{ choice: Choice; viewport: typeof PHONE }> = [
  { choice: 'Keep mine', viewport: PHONE },
  { choice: 'Keep theirs', viewport: LAPTOP },
  { choice: 'Save mine as a new draft', viewport: LAPTOP },
];

test.describe('two people save the same post', () => {
  /** The one who saves first: an editor with a display name of their own, so "who" can be told apart. */
  let first: StaffMember;

  test.beforeAll(async ({ playwright }) => {
    const request = await playwright.request.newContext({ baseURL: stackInfo().baseUrl });
    first = await inviteAndAccept(request, await adminToken(request), 'editor');
    await request.dispose();
  });

  for (const { choice, viewport } of cases) {
    test(`at ${viewport.width} px the second sees who saved when, compares, and "${choice}" keeps both texts`, async ({
      browser,
      request,
      staffToken,
      contentApi,
    }) => {
      test.slow();
      const post = await contentApi.create({ type: 'blog', status: 'published', title: `Shared post ${contentApi.tag}`, content: '<p>The text both opened.</p>' });
      const [theirPage, myPage] = await Promise.all([
        openEditorOn(browser, first.token, post, contentApi.tag, viewport),
        openEditorOn(browser, staffToken, post, contentApi.tag, viewport),
      ]);

      await replaceBody(theirPage, THEIRS);
      const savedFrom = Date.now();
      await theirPage.getByRole('button', { name: 'Update', exact: true }).click();
      await expect(theirPage.getByRole('heading', { level: 1 })).toHaveText('Create New Blog Post/Case Study');
      const savedUntil = Date.now();

      await replaceBody(myPage, MINE);
      await myPage.getByRole('button', { name: 'Update', exact: true }).click();
      const notice = myPage.getByRole('alert').filter({ hasText: 'saved this' });
      await expect(notice).toContainText(first.displayName);
      const when = Date.parse((await notice.locator('time').getAttribute('datetime')) ?? '');
      expect(when, 'the time of their save').toBeGreaterThanOrEqual(savedFrom - 2_000);
      expect(when).toBeLessThanOrEqual(savedUntil + 2_000);
      await expect(myPage.locator('del').filter({ hasText: 'Alpha harbour' }), 'their words, compared').toBeVisible();
      await expect(myPage.locator('ins').filter({ hasText: 'Bravo lantern' }), 'my words, compared').toBeVisible();
      await expect(body(myPage), 'my text is still in the form').toHaveText(MINE);
      if (viewport === PHONE) expect(await sidewaysOverflow(myPage)).toBeLessThanOrEqual(0);

      await myPage.getByRole('button', { name: choice, exact: true }).click();
      await expect(notice).toHaveCount(0);

      const stored = await storedTexts(contentApi, staffToken, request, post.id);
      if (choice === 'Keep mine') {
        expect(stored.current).toContain(MINE);
        expect(stored.revisions).toContain(THEIRS);
        expect(stored.revisions).toContain(MINE);
      } else {
        expect(stored.current).toContain(THEIRS);
        expect(stored.revisions).toContain(THEIRS);
        await expect(body(myPage), 'their text is in the form now').toHaveText(THEIRS);
      }
      if (choice === 'Save mine as a new draft') {
        const copies = (await contentApi.list()).filter((item) => item.id !== post.id && item.title.includes(post.title));
        expect(copies).toHaveLength(1);
        expect(copies[0]).toMatchObject({ status: 'draft' });
        expect(copies[0].content).toContain(MINE);
      }
      if (choice === 'Keep theirs') {
        // Mine was not sent anywhere: it stays in this browser, one click from coming back.
        await myPage.getByRole('button', { name: 'Restore unsaved draft' }).click();
        await expect(body(myPage)).toHaveText(MINE);
      }
      await theirPage.context().close();
      await myPage.context().close();
    });
  }
});
