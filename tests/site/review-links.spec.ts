import type { APIRequestContext } from '@playwright/test';
import { bearer } from '../support/api';
import { waitForMailTo } from '../support/mailbox';
import { stackInfo } from '../support/stack';
import { inviteAndAccept } from '../support/staff-users';
import { ContentApi, type ContentItem } from './fixtures/content-api';
import { openEditorOn } from './fixtures/editor-window';
import { answerExternalHostsLocally } from './fixtures/external-hosts';
import { expect, test } from './fixtures/site-test';

/**
 * Issue 35 item 1: a draft shared with someone without an account. Staff make a link in the editor; an
 * anonymous reviewer, in a browser of their own, reads the draft as its public page will look and approves
 * it; the item's author gets an e-mail saying so; the editor shows who approved which version; an edit clears the approval; with approval required the
 * unapproved item cannot be published; a withdrawn link answers 410.
 */
const setApprovalRequired = async (request: APIRequestContext, token: string, caseStudy: boolean) => {
  const response = await request.put('/api/cms/settings/publishing', { headers: bearer(token), data: { approvalRequired: { 'case-study': caseStudy } } });
  expect(response.status()).toBe(200);
};

test('a reviewer without an account approves a shared draft; the author is e-mailed; an edit clears it; required approval refuses publishing; a revoked link is gone', async ({ browser, contentApi, staffToken, request }) => {
  const title = `How Acme moved its files to SharePoint ${contentApi.tag}`;
  // The item is an author's own (an account with an e-mail address); an administrator shares it.
  const author = await inviteAndAccept(request, staffToken, 'author');
  const item = await new ContentApi(request, author.token).create({
    type: 'case-study', title, status: 'draft', slug: `acme-sharepoint-${contentApi.tag}`,
    content: '<h2>The problem</h2><p>An ageing file server in the Geelong office.</p>',
  });
  const staff = await openEditorOn(browser, staffToken, item, contentApi.tag);
  const reviews = staff.getByRole('region', { name: 'Share for review' });
  await expect(reviews.getByText('Not approved: no reviewer has decided on this version.')).toBeVisible();
  await reviews.getByRole('button', { name: 'Share for review' }).click();
  const link = await reviews.getByLabel('Review link (shown once)').inputValue();
  expect(link).toMatch(/\/review\/[A-Za-z0-9_-]{43}$/);

  // The reviewer: a browser of their own, no token, no cookies.
  const reviewerContext = await browser.newContext();
  await answerExternalHostsLocally(reviewerContext);
  const reviewer = await reviewerContext.newPage();
  const opened = await reviewer.goto(new URL(new URL(link).pathname, stackInfo().baseUrl).href);
  expect(opened?.status()).toBe(200);
  expect(opened?.headers()['x-robots-tag']).toContain('noindex');
  expect(opened?.headers()['cache-control']).toContain('no-store');
  await expect(reviewer.getByText('Draft for review.')).toBeVisible();
  await expect(reviewer.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(reviewer.getByText('An ageing file server in the Geelong office.')).toBeVisible();
  await reviewer.getByLabel('Your name').fill('Priya Raman');
  await reviewer.getByLabel('Your e-mail').fill('priya@acme.example');
  await reviewer.getByLabel('Comment (optional)').fill('Accurate. Happy for this to go out.');
  await reviewer.getByRole('button', { name: 'Approve' }).click();
  await expect(reviewer.getByText('Thank you: your approval was sent to the author.')).toBeVisible();
  const notice = await waitForMailTo(stackInfo().mailDir, author.email, { containing: 'Accurate. Happy for this to go out.' });
  expect(notice.subject).toBe(`Approved: ${title}`);
  expect(notice.text).toContain(`Priya Raman <priya@acme.example> approved "${title}" (version 1)`);

  // The editor learns of it: who, which version.
  await reviews.getByRole('button', { name: 'Check for decisions' }).click();
  await expect(reviews.getByText(/^Approved by Priya Raman \(priya@acme\.example\) on .*, version 1\./)).toBeVisible();
  await expect(reviews.getByRole('list', { name: 'Review links' })).toContainText('Approved by Priya Raman (priya@acme.example) on version 1');
  await expect(reviews.getByRole('list', { name: 'Review links' })).toContainText('Accurate. Happy for this to go out.');

  // Withdrawn: the reviewer's page is gone at once.
  await staff.getByRole('button', { name: /^Revoke/ }).click();
  await expect(reviews.getByText('Review link withdrawn.')).toBeVisible();
  const gone = await reviewer.reload();
  expect(gone?.status()).toBe(410);
  await expect(reviewer.getByText('This review link has expired or was withdrawn.')).toBeVisible();

  // An edit is a new version nobody approved.
  await staff.getByLabel('Brief description', { exact: true }).fill('A Geelong office leaves its file server.');
  await staff.getByRole('button', { name: 'Update', exact: true }).click();
  await expect.poll(async () => (await (await request.get(`/api/cms/content/${item.id}`, { headers: bearer(staffToken) })).json()).approval.status).toBe('none');

  // With approval required for case studies, the unapproved item is not published (kept short: the setting is the whole site's).
  await setApprovalRequired(request, staffToken, true);
  try {
    const current = (await (await request.get(`/api/cms/content/${item.id}`, { headers: bearer(staffToken) })).json()) as ContentItem;
    const refused = await request.put(`/api/cms/content/${item.id}`, { headers: bearer(staffToken), data: { ...current, status: 'published' } });
    expect(refused.status()).toBe(409);
    expect((await refused.json()).error).toMatch(/must be approved before it is published or scheduled/);
  } finally {
    await setApprovalRequired(request, staffToken, false);
  }
  await reviewerContext.close();
  await staff.context().close();
});
