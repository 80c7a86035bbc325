import { expect, test, type APIRequestContext } from '@playwright/test';
import { TOTP } from 'otpauth';
import { adminToken, bearer } from '../support/api';
import { linkIn, mailCountTo, waitForMailTo } from '../support/mailbox';
import { stackInfo } from '../support/stack';
import { inviteAndAccept, loginAs, strongPassword, tokenOfLink, uniqueName, type StaffMember } from '../support/staff-users';

/** Issue 23: named staff users with roles, invitations, two-step sign-in and password resets, through nginx. */

function draftPost(title: string, status: 'draft' | 'published' = 'draft') {
  return {
    type: 'blog',
    title,
    author: 'Staff writer',
    status,
    datePublished: '2026-01-15',
    dateModified: '2026-01-15',
    description: 'A short summary for the listing.',
    content: '<p>Body written by a named staff member.</p>',
    imageUrl: 'https://images.example.com/post.jpg',
    imageAlt: 'A laptop on a desk',
  };
}

interface CmsItem {
  id: string;
  title: string;
  status: string;
  createdBy: { id: string; displayName: string } | null;
  updatedBy: { id: string; displayName: string } | null;
}

async function create(request: APIRequestContext, token: string, title: string, status: 'draft' | 'published' = 'draft') {
  return request.post('/api/cms/content', { headers: bearer(token), data: draftPost(title, status) });
}

async function createdItem(request: APIRequestContext, token: string, title: string, status: 'draft' | 'published' = 'draft'): Promise<CmsItem> {
  const response = await create(request, token, title, status);
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as CmsItem;
}

async function userIdOf(request: APIRequestContext, admin: string, username: string): Promise<string> {
  const users = (await (await request.get('/api/auth/users', { headers: bearer(admin) })).json()) as Array<{ id: string; username: string }>;
  const user = users.find((candidate) => candidate.username === username);
  expect(user, `${username} in the users list`).toBeDefined();
  return (user as { id: string }).id;
}

test.describe('staff roles, enforced by every service', () => {
  let admin: string;
  let contributor: StaffMember;
  let author: StaffMember;
  let editor: StaffMember;

  test.beforeAll(async ({ request }) => {
    admin = await adminToken(request);
    contributor = await inviteAndAccept(request, admin, 'contributor');
    author = await inviteAndAccept(request, admin, 'author');
    editor = await inviteAndAccept(request, admin, 'editor');
  });

  test('an invitation is a link on the site, e-mailed to the invitee, and works once', async ({ request }) => {
    const email = `${uniqueName('invitee')}@staff.example.com`;
    const invited = await request.post('/api/auth/invitations', { headers: bearer(admin), data: { email, role: 'author' } });
    expect(invited.status()).toBe(201);
    const { url, expiresAt } = (await invited.json()) as { url: string; expiresAt: string };
    expect(url.startsWith(`${stackInfo().runtimeConfig.SITE_URL}/invitation#`)).toBe(true);
    const days = (Date.parse(expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7.01);

    const mail = await waitForMailTo(stackInfo().mailDir, email, { containing: '/invitation#' });
    expect(linkIn(mail, `${stackInfo().runtimeConfig.SITE_URL}/invitation#`)).toBe(url);

    const token = tokenOfLink(url);
    const weak = await request.post('/api/auth/invitations/accept', { data: { token, username: uniqueName('weak'), password: 'short' } });
    expect(weak.status()).toBe(400);
    expect(await weak.text(), 'the error names the rule').toMatch(/12 characters/);

    const guessable = await request.post('/api/auth/invitations/accept', { data: { token, username: uniqueName('weak'), password: 'password1234' } });
    expect(guessable.status()).toBe(400);
    expect(JSON.stringify(await guessable.json())).toMatch(/guess|common/i);

    const username = uniqueName('accepted');
    const accepted = await request.post('/api/auth/invitations/accept', { data: { token, username, password: strongPassword() } });
    expect(accepted.status()).toBe(201);
    expect(((await accepted.json()) as { token: string }).token).toBeTruthy();

    const again = await request.post('/api/auth/invitations/accept', { data: { token, username: uniqueName('again'), password: strongPassword() } });
    expect(again.status()).toBe(410);
  });

  test('only administrators list and change users; the last administrator cannot be demoted', async ({ request }) => {
    const listed = await request.get('/api/auth/users', { headers: bearer(admin) });
    expect(listed.status()).toBe(200);
    const users = (await listed.json()) as Array<Record<string, unknown>>;
    const editorRow = users.find((user) => user.username === editor.username);
    expect(editorRow).toEqual(
      expect.objectContaining({ email: editor.email, displayName: editor.displayName, role: 'editor', status: 'active', mfaEnabled: false }),
    );
    expect(Object.keys(editorRow ?? {})).toEqual(expect.arrayContaining(['id', 'lastLoginAt']));

    for (const member of [contributor, author, editor]) {
      expect((await request.get('/api/auth/users', { headers: bearer(member.token) })).status(), member.role).toBe(403);
      const invite = await request.post('/api/auth/invitations', { headers: bearer(member.token), data: { email: 'x@example.com', role: 'administrator' } });
      expect(invite.status(), member.role).toBe(403);
    }

    const adminId = await userIdOf(request, admin, stackInfo().admin.username);
    const demote = await request.patch(`/api/auth/users/${adminId}`, { headers: bearer(admin), data: { role: 'editor' } });
    expect(demote.status()).toBe(409);
    const suspend = await request.patch(`/api/auth/users/${adminId}`, { headers: bearer(admin), data: { status: 'suspended' } });
    expect(suspend.status()).toBe(409);
  });

  test('a contributor writes drafts only, and only their own', async ({ request }) => {
    expect((await create(request, contributor.token, `Contributor publish ${uniqueName('t')}`, 'published')).status()).toBe(403);

    const draft = await createdItem(request, contributor.token, `Contributor draft ${uniqueName('t')}`);
    expect(draft.status).toBe('draft');
    expect(draft.createdBy).toEqual({ id: expect.any(String), displayName: contributor.displayName });

    const edited = await request.put(`/api/cms/content/${draft.id}`, { headers: bearer(contributor.token), data: { ...draftPost(draft.title), content: '<p>Second thoughts.</p>' } });
    expect(edited.status(), await edited.text()).toBe(200);
    const publish = await request.put(`/api/cms/content/${draft.id}`, { headers: bearer(contributor.token), data: draftPost(draft.title, 'published') });
    expect(publish.status()).toBe(403);
    expect((await request.delete(`/api/cms/content/${draft.id}`, { headers: bearer(contributor.token) })).status()).toBe(403);

    const authorsItem = await createdItem(request, author.token, `Author item ${uniqueName('t')}`);
    const foreign = await request.put(`/api/cms/content/${authorsItem.id}`, { headers: bearer(contributor.token), data: draftPost(authorsItem.title) });
    expect(foreign.status()).toBe(403);

    expect((await request.get('/api/cms/enquiries', { headers: bearer(contributor.token) })).status()).toBe(403);
  });

  test('an author publishes and deletes their own items, and nobody else\'s', async ({ request }) => {
    const published = await createdItem(request, author.token, `Author publishes ${uniqueName('t')}`, 'published');
    expect(published.status).toBe('published');

    const contributorsDraft = await createdItem(request, contributor.token, `Not the author's ${uniqueName('t')}`);
    const put = await request.put(`/api/cms/content/${contributorsDraft.id}`, { headers: bearer(author.token), data: draftPost(contributorsDraft.title) });
    expect(put.status()).toBe(403);
    expect((await request.delete(`/api/cms/content/${contributorsDraft.id}`, { headers: bearer(author.token) })).status()).toBe(403);
    expect((await request.get('/api/cms/enquiries', { headers: bearer(author.token) })).status()).toBe(403);
    expect((await request.get('/api/cms/enquiries/export.csv', { headers: bearer(author.token) })).status()).toBe(403);

    expect((await request.delete(`/api/cms/content/${published.id}`, { headers: bearer(author.token) })).status()).toBe(204);
  });

  test('an editor changes anyone\'s items and reads the enquiry inbox; the change records who made it', async ({ request }) => {
    const draft = await createdItem(request, contributor.token, `Editor reviews ${uniqueName('t')}`);
    const reviewed = await request.put(`/api/cms/content/${draft.id}`, { headers: bearer(editor.token), data: draftPost(draft.title, 'published') });
    expect(reviewed.status(), await reviewed.text()).toBe(200);
    const item = (await reviewed.json()) as CmsItem;
    expect(item.createdBy?.displayName).toBe(contributor.displayName);
    expect(item.updatedBy?.displayName).toBe(editor.displayName);
    expect(item.createdBy?.id).not.toBe(item.updatedBy?.id);

    expect((await request.get('/api/cms/enquiries', { headers: bearer(editor.token) })).status()).toBe(200);
    expect((await request.delete(`/api/cms/content/${draft.id}`, { headers: bearer(editor.token) })).status()).toBe(204);
  });

  test('administrators see who did what, from which address, in every service', async ({ request }) => {
    const title = `Audited ${uniqueName('t')}`;
    await createdItem(request, author.token, title);
    const content = await request.get('/api/cms/activity', { headers: bearer(admin) });
    expect(content.status()).toBe(200);
    const events = (await content.json()) as Array<{ event: string; username: string; title?: string; clientAddress: string; time: string }>;
    expect(events).toEqual(expect.arrayContaining([expect.objectContaining({ event: 'content.created', username: author.username, title })]));

    const auth = await request.get('/api/auth/activity', { headers: bearer(admin) });
    expect(auth.status()).toBe(200);
    const authEvents = (await auth.json()) as Array<{ event: string; username: string | null; clientAddress: string }>;
    const acceptance = authEvents.find((event) => event.event === 'invitation.accepted' && event.username === author.username);
    expect(acceptance?.clientAddress).toBe('127.0.0.1');

    for (const path of ['/api/auth/activity', '/api/cms/activity', '/api/cms/enquiries/activity']) {
      expect((await request.get(path, { headers: bearer(editor.token) })).status(), path).toBe(403);
    }
    expect((await request.get('/api/cms/enquiries/activity', { headers: bearer(admin) })).status()).toBe(200);
  });
});

test.describe('two-step sign-in', () => {
  test('enrol with a code, then every login needs one: a code works once, a recovery code works once', async ({ request }) => {
    const admin = await adminToken(request);
    const member = await inviteAndAccept(request, admin, 'editor');

    const enrol = await request.post('/api/auth/me/mfa/totp', { headers: bearer(member.token), data: { currentPassword: member.password } });
    expect(enrol.status()).toBe(200);
    const { secret, otpauthUrl } = (await enrol.json()) as { secret: string; otpauthUrl: string };
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    const totp = new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 });

    const wrong = await request.post('/api/auth/me/mfa/totp/confirm', { headers: bearer(member.token), data: { code: '000000' === totp.generate() ? '111111' : '000000' } });
    expect(wrong.status()).toBeGreaterThanOrEqual(400);
    const confirmed = await request.post('/api/auth/me/mfa/totp/confirm', { headers: bearer(member.token), data: { code: totp.generate() } });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
    const { recoveryCodes } = (await confirmed.json()) as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);

    const startLogin = async () => {
      const response = await request.post('/api/auth/login', { data: { username: member.username, password: member.password } });
      expect(response.status()).toBe(200);
      const body = (await response.json()) as { token?: string; mfaRequired?: boolean; mfaToken?: string };
      expect(body.token, 'no session before the second step').toBeUndefined();
      expect(body.mfaRequired).toBe(true);
      return body.mfaToken as string;
    };
    const finish = (mfaToken: string, code: string) => request.post('/api/auth/login/mfa', { data: { mfaToken, code } });

    const mfaToken = await startLogin();
    expect((await request.get('/api/cms/content', { headers: bearer(mfaToken) })).status(), 'the mfaToken is no bearer token').toBe(401);
    // The next period's code: the one of this period was spent on confirming.
    const nextCode = totp.generate({ timestamp: Date.now() + 30_000 });
    const passed = await finish(mfaToken, nextCode);
    expect(passed.status(), await passed.text()).toBe(200);
    const { token } = (await passed.json()) as { token: string };
    expect((await request.get('/api/cms/enquiries', { headers: bearer(token) })).status()).toBe(200);

    expect((await finish(await startLogin(), nextCode)).status(), 'the same code again').toBe(401);

    const recovery = recoveryCodes[3];
    expect((await finish(await startLogin(), recovery)).status()).toBe(200);
    expect((await finish(await startLogin(), recovery)).status(), 'the same recovery code again').toBe(401);

    const me = (await (await request.get('/api/auth/me', { headers: bearer(token) })).json()) as { mfaEnabled: boolean; recoveryCodesRemaining: number };
    expect(me).toEqual(expect.objectContaining({ mfaEnabled: true, recoveryCodesRemaining: 9 }));
    const users = (await (await request.get('/api/auth/users', { headers: bearer(admin) })).json()) as Array<{ username: string; mfaEnabled: boolean }>;
    expect(users.find((user) => user.username === member.username)?.mfaEnabled).toBe(true);
  });
});

test.describe('forgotten password', () => {
  test('the answer is the same for any address; the e-mailed link works once and ends every session', async ({ request }) => {
    const admin = await adminToken(request);
    const member = await inviteAndAccept(request, admin, 'author');
    const { mailDir } = stackInfo();
    const unknown = `${uniqueName('nobody')}@staff.example.com`;

    const known = await request.post('/api/auth/password-reset', { data: { email: member.email } });
    const stranger = await request.post('/api/auth/password-reset', { data: { email: unknown } });
    expect(known.status()).toBe(202);
    expect(stranger.status()).toBe(202);
    expect(await stranger.text()).toBe(await known.text());

    const mail = await waitForMailTo(mailDir, member.email, { containing: '/reset-password#' });
    const link = linkIn(mail, `${stackInfo().runtimeConfig.SITE_URL}/reset-password#`);
    expect(await mailCountTo(mailDir, unknown)).toBe(0);

    const newPassword = strongPassword();
    const completed = await request.post('/api/auth/password-reset/complete', { data: { token: tokenOfLink(link), password: newPassword } });
    expect(completed.status(), await completed.text()).toBe(204);
    const reused = await request.post('/api/auth/password-reset/complete', { data: { token: tokenOfLink(link), password: strongPassword() } });
    expect(reused.status()).toBe(410);

    await expect
      .poll(async () => (await request.get('/api/cms/content', { headers: bearer(member.token) })).status(), { timeout: 60_000 })
      .toBe(401);
    expect((await request.post('/api/auth/login', { data: { username: member.username, password: member.password } })).status()).toBe(401);
    await loginAs(request, { username: member.username, password: newPassword });
  });
});
