import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { contentItem, contentPage } from '../../../testing/content-items';
import { fakeApi, problem } from '../../../testing/fake-api';
import { renderWithSite } from '../../../testing/render-with-site';
import ContentEditor from './content-editor';

vi.mock('../api/get-enquiry-counts', () => ({ getEnquiryCounts: () => Promise.resolve({ new: 0 }) }));
vi.mock('./rich-text-editor', () => ({
  RichTextEditor: ({ id, labelId, value, onChange }: { id: string; labelId: string; value: string; onChange: (html: string) => void }) => (
    <textarea id={id} aria-labelledby={labelId} value={value} onChange={(event) => onChange(event.target.value)} />
  ),
}));

const EDITOR_PATH = '/admin/module/entries/cms-system';
const AZURE = contentItem({ id: 'azure-1', title: 'Azure landing zones', content: '<p>Azure body.</p>', version: 2 });
const TEAMS = contentItem({ id: 'teams-1', title: 'Teams telephony', content: '<p>Teams body.</p>', version: 7 });

/** The editor as the admin route shows it, with a login page to be sent to. */
function renderEditor(userId = 'user-anna') {
  return renderWithSite(
    <Routes>
      <Route path={EDITOR_PATH} element={<ContentEditor staff={{ userId, role: 'editor' }} />} />
      <Route path="/login" element={<h1>Staff Login</h1>} />
      <Route path="/insights/blogs" element={<h1>Blogs</h1>} />
    </Routes>,
    { path: EDITOR_PATH, before: ['/insights/blogs'] },
  );
}

type User = ReturnType<typeof userEvent.setup>;
const title = () => screen.getByLabelText('Title');
const body = () => screen.getByRole('textbox', { name: 'Content' });
const restoreButtons = () => screen.queryAllByRole('button', { name: 'Restore unsaved draft' });
/** Longer than the pause after which typing is copied. */
const pauseAfterTyping = () => new Promise((resolve) => setTimeout(resolve, 900));

async function typeNewPost(user: User, postTitle: string) {
  await user.type(await screen.findByLabelText('Title', {}, { timeout: 5000 }), postTitle);
  await user.type(body(), 'Every word of this matters.');
}

/** The browser-required fields besides the title and the body. */
async function fillTheRest(user: User) {
  await user.type(screen.getByLabelText('Author'), 'Anna');
  await user.type(screen.getByLabelText('Brief description'), 'Short.');
  await user.type(screen.getByLabelText('Featured image URL'), 'https://example.com/a.png');
}

async function openFromList(user: User, itemTitle: string) {
  await user.click(screen.getByRole('tab', { name: 'Manage Content' }));
  await user.click(within(await screen.findByRole('article', { name: itemTitle })).getByRole('button', { name: 'Edit' }));
}

describe('no lost typing (issue 24)', () => {
  let confirm: ReturnType<typeof vi.fn<(question: string) => boolean>>;
  let api: ReturnType<typeof fakeApi>;

  beforeEach(() => {
    localStorage.setItem('token', 'a-token');
    confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    vi.stubGlobal('alert', vi.fn());
    api = fakeApi({
      'GET /api/cms/content': () => contentPage([AZURE, TEAMS]),
      'GET /api/cms/content/azure-1': () => Response.json(AZURE),
      'GET /api/cms/content/teams-1': () => Response.json(TEAMS),
      'POST /api/cms/content': (call) => Response.json({ ...AZURE, ...(call.body as object), id: 'created-1' }, { status: 201 }),
    });
  });

  it('the spec\'s reset on switching tabs still happens, and the typing is offered back with one click', async () => {
    const user = userEvent.setup({ delay: null });
    renderEditor();
    expect(restoreButtons()).toEqual([]);
    await typeNewPost(user, 'Written before the tab switch');

    await user.click(screen.getByRole('tab', { name: 'Manage Content' }));
    await user.click(screen.getByRole('tab', { name: 'Basic Info' }));
    expect(await screen.findByLabelText('Title', {}, { timeout: 5000 })).toHaveValue('');
    expect(screen.getByRole('region', { name: 'Unsaved drafts' })).toHaveTextContent('Unsaved new item "Written before the tab switch", typed');

    await user.click(screen.getByRole('button', { name: 'Restore unsaved draft' }));
    expect(title()).toHaveValue('Written before the tab switch');
    expect(body()).toHaveValue('Every word of this matters.');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Create New Blog Post/Case Study');
    expect(restoreButtons()).toEqual([]);
  });

  it('Cancel Edit resets as the spec says, and the changed item is offered back in edit mode', async () => {
    const user = userEvent.setup({ delay: null });
    renderEditor();
    await openFromList(user, AZURE.title);
    await user.type(await screen.findByDisplayValue(AZURE.title), ' for councils');
    await user.click(screen.getByRole('button', { name: 'Cancel Edit' }));
    expect(title()).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Restore unsaved draft' }));
    expect(title()).toHaveValue('Azure landing zones for councils');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Edit Blog Post/Case Study');
  });

  it('after a reload or a crash (a new page, nothing cleaned up), the copy typed a moment ago is offered', async () => {
    const user = userEvent.setup({ delay: null });
    const firstPage = renderEditor();
    await typeNewPost(user, 'Typed before the crash');
    await pauseAfterTyping();

    // The old page is left as it was (no unmount, no flush): only what was copied while typing counts.
    firstPage.container.remove();
    renderEditor();
    expect(await screen.findByRole('button', { name: 'Restore unsaved draft' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Unsaved drafts' })).toHaveTextContent('"Typed before the crash"');
    const typedAt = new Date(screen.getByRole('region', { name: 'Unsaved drafts' }).querySelector('time')?.getAttribute('datetime') ?? '');
    expect(Date.now() - typedAt.getTime()).toBeLessThan(10_000);

    await user.click(screen.getByRole('button', { name: 'Restore unsaved draft' }));
    expect(title()).toHaveValue('Typed before the crash');
    expect(body()).toHaveValue('Every word of this matters.');
  });

  it('a forced re-login (401 on save) goes to login and the work is offered back afterwards', async () => {
    api = fakeApi({ 'POST /api/cms/content': problem(401, 'The session has expired. Please log in again.') });
    const user = userEvent.setup({ delay: null });
    const page = renderEditor();
    await typeNewPost(user, 'Saved as the session ended');
    await fillTheRest(user);
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));

    expect(await screen.findByRole('heading', { name: 'Staff Login' })).toBeVisible();
    expect(localStorage.getItem('token')).toBeNull();
    page.unmount();

    localStorage.setItem('token', 'a-new-token');
    renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Restore unsaved draft' }));
    expect(title()).toHaveValue('Saved as the session ended');
    expect(screen.getByLabelText('Featured image URL')).toHaveValue('https://example.com/a.png');
  });

  it('the copy goes once the item is saved', async () => {
    const user = userEvent.setup({ delay: null });
    const page = renderEditor();
    await typeNewPost(user, 'Saved for good');
    await fillTheRest(user);
    await pauseAfterTyping();
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await vi.waitFor(() => expect(window.alert).toHaveBeenCalledWith('Content created successfully!'));
    expect(restoreButtons()).toEqual([]);

    page.unmount();
    renderEditor();
    await screen.findByRole('tab', { name: 'Basic Info' });
    expect(restoreButtons()).toEqual([]);
  });

  it('each staff member is offered only their own copies', async () => {
    const user = userEvent.setup({ delay: null });
    const page = renderEditor('user-anna');
    await typeNewPost(user, 'Anna\'s draft');
    page.unmount();

    renderEditor('user-ben');
    await screen.findByRole('tab', { name: 'Basic Info' });
    expect(restoreButtons()).toEqual([]);
  });

  it('Edit of another item with unsaved changes asks first; staying keeps the typing', async () => {
    const user = userEvent.setup({ delay: null });
    renderEditor();
    await openFromList(user, AZURE.title);
    await user.type(await screen.findByDisplayValue(AZURE.title), ' (draft 2)');

    confirm.mockReturnValueOnce(false);
    await openFromList(user, TEAMS.title);
    expect(confirm).toHaveBeenCalledWith('You have unsaved changes. Open another item anyway? A copy is kept and can be restored here.');
    expect(api.callsTo('GET /api/cms/content/teams-1')).toEqual([]);
    await user.click(screen.getByRole('tab', { name: 'Edit Content' }));
    expect(title()).toHaveValue('Azure landing zones (draft 2)');

    await openFromList(user, TEAMS.title);
    expect(await screen.findByDisplayValue(TEAMS.title)).toBe(title());
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('region', { name: 'Unsaved drafts' })).toHaveTextContent('Unsaved changes to "Azure landing zones (draft 2)"');
  });

  it('Edit with nothing changed opens the item without asking', async () => {
    const user = userEvent.setup({ delay: null });
    renderEditor();
    await openFromList(user, AZURE.title);
    await screen.findByDisplayValue(AZURE.title);
    await openFromList(user, TEAMS.title);
    await screen.findByDisplayValue(TEAMS.title);
    expect(confirm).not.toHaveBeenCalled();
  });

  it('Back with unsaved changes asks first, and closing the tab gets the browser\'s own question', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderEditor();
    const closing = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(closing()).toBe(false);

    await user.type(title(), 'Half a thought');
    confirm.mockReturnValueOnce(false);
    await act(() => router.navigate(-1));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith('You have unsaved changes. Leave this page anyway? A copy is kept and can be restored here.'));
    expect(router.state.location.pathname).toBe(EDITOR_PATH);
    expect(title()).toHaveValue('Half a thought');
    expect(closing()).toBe(true);

    confirm.mockReturnValueOnce(true);
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'Blogs' })).toBeVisible();
  });
});
