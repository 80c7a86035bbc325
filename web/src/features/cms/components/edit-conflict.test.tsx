import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { contentItem, contentPage } from '../../../testing/content-items';
import { fakeApi, type ApiCall } from '../../../testing/fake-api';
import { renderWithSite } from '../../../testing/render-with-site';
import ContentEditor from './content-editor';

vi.mock('../api/get-enquiry-counts', () => ({ getEnquiryCounts: () => Promise.resolve({ new: 0 }) }));
vi.mock('./rich-text-editor', () => ({
  RichTextEditor: ({ id, labelId, value, onChange }: { id: string; labelId: string; value: string; onChange: (html: string) => void }) => (
    <textarea id={id} aria-labelledby={labelId} value={value} onChange={(event) => onChange(event.target.value)} />
  ),
}));

const OPENED = contentItem({ id: 'post-1', title: 'Intune rollout plan', content: '<p>Enrol every laptop.</p>', version: 3 });
const THEIRS = contentItem({
  id: 'post-1',
  title: 'Intune rollout plan for schools',
  content: '<p>Enrol every laptop before term.</p>',
  version: 4,
  updatedAt: '2026-03-09T03:05:00.000Z',
  updatedBy: { id: 'user-ben', displayName: 'Ben Editor' },
});
const CONFLICT = { statusCode: 409, error: 'Conflict', message: 'Someone else saved this item since you opened it', current: THEIRS };

type User = ReturnType<typeof userEvent.setup>;
const title = () => screen.getByLabelText('Title');
const body = () => screen.getByRole('textbox', { name: 'Content' });

describe('two people save the same item (issue 24)', () => {
  let api: ReturnType<typeof fakeApi>;
  let putAnswers: Array<(call: ApiCall) => Response>;
  let alert: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    localStorage.setItem('token', 'a-token');
    alert = vi.fn();
    vi.stubGlobal('alert', alert);
    vi.stubGlobal('confirm', vi.fn(() => true));
    putAnswers = [() => Response.json(CONFLICT, { status: 409 })];
    api = fakeApi({
      'GET /api/cms/content': () => contentPage([OPENED]),
      'GET /api/cms/content/post-1': () => Response.json(OPENED),
      'PUT /api/cms/content/post-1': (call) => (putAnswers.shift() ?? (() => Response.json({}, { status: 500 })))(call),
      'POST /api/cms/content': (call) => Response.json({ ...OPENED, ...(call.body as object), id: 'copy-1', version: 1 }, { status: 201 }),
    });
    renderWithSite(<ContentEditor staff={{ userId: 'user-anna', role: 'editor' }} />, { path: '/admin/module/entries/cms-system' });
  });

  /** Anna opens the post at version 3, changes title and body, and saves after Ben saved version 4. */
  async function collide(user: User) {
    await user.click(screen.getByRole('tab', { name: 'Manage Content' }));
    await user.click(within(await screen.findByRole('article', { name: OPENED.title })).getByRole('button', { name: 'Edit' }));
    await user.type(await screen.findByDisplayValue(OPENED.title), ' for councils');
    await user.clear(body());
    await user.type(body(), '<p>Enrol every laptop by June.</p>');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    return screen.findByRole('region', { name: /Ben Editor saved this at/ });
  }

  it('keeps the user\'s text, says who saved when, and compares both texts', async () => {
    const user = userEvent.setup({ delay: null });
    const panel = await collide(user);

    expect(api.callsTo('PUT /api/cms/content/post-1')[0].body).toMatchObject({ version: 3, title: 'Intune rollout plan for councils' });
    expect(within(panel).getByRole('alert')).toHaveTextContent('Ben Editor saved this at');
    expect(panel.querySelector('time')).toHaveAttribute('datetime', '2026-03-09T03:05:00.000Z');
    expect(panel).toHaveTextContent('Someone else saved this item since you opened it.');
    expect(alert).not.toHaveBeenCalled();
    expect(title()).toHaveValue('Intune rollout plan for councils');
    expect(body()).toHaveValue('<p>Enrol every laptop by June.</p>');

    const titles = await within(panel).findByTestId('compare-Title');
    expect([...titles.querySelectorAll('del')].map((part) => part.textContent)).toEqual(['[only theirs: schools]']);
    expect([...titles.querySelectorAll('ins')].map((part) => part.textContent)).toEqual(['[only yours: councils]']);
    const bodies = within(panel).getByTestId('compare-Content');
    expect([...bodies.querySelectorAll('del')].map((part) => part.textContent)).toEqual(['[only theirs: before term]']);
    expect([...bodies.querySelectorAll('ins')].map((part) => part.textContent)).toEqual(['[only yours: by June]']);
    expect(bodies).toHaveTextContent(/^Enrol every laptop/);
  });

  it('Keep theirs loads their version, and the user\'s text stays on offer', async () => {
    const user = userEvent.setup({ delay: null });
    const panel = await collide(user);
    await user.click(within(panel).getByRole('button', { name: 'Keep theirs' }));

    expect(screen.queryByRole('region', { name: /saved this at/ })).not.toBeInTheDocument();
    expect(title()).toHaveValue(THEIRS.title);
    expect(body()).toHaveValue(THEIRS.content);
    await user.click(screen.getByRole('button', { name: 'Restore unsaved draft' }));
    expect(title()).toHaveValue('Intune rollout plan for councils');
  });

  it('Keep mine saves the user\'s text over the current version', async () => {
    putAnswers.push((call) => Response.json({ ...THEIRS, ...(call.body as object), version: 5 }));
    const user = userEvent.setup({ delay: null });
    const panel = await collide(user);
    await user.click(within(panel).getByRole('button', { name: 'Keep mine' }));

    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith('Content updated successfully!'));
    const [, second] = api.callsTo('PUT /api/cms/content/post-1');
    expect(second.body).toMatchObject({ version: 4, title: 'Intune rollout plan for councils', content: '<p>Enrol every laptop by June.</p>' });
    expect(title()).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Restore unsaved draft' })).not.toBeInTheDocument();
  });

  it('Save mine as a new draft keeps theirs in the item and the user\'s text as a draft of its own', async () => {
    const user = userEvent.setup({ delay: null });
    const panel = await collide(user);
    await user.click(within(panel).getByRole('button', { name: 'Save mine as a new draft' }));

    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith('Your version was saved as a new draft: "Intune rollout plan for councils (copy)"'));
    expect(api.callsTo('POST /api/cms/content')[0].body).toMatchObject({
      title: 'Intune rollout plan for councils (copy)',
      slug: 'intune-rollout-plan-for-councils-copy',
      status: 'draft',
      content: '<p>Enrol every laptop by June.</p>',
    });
    expect(api.callsTo('PUT /api/cms/content/post-1')).toHaveLength(1);
    expect(title()).toHaveValue(THEIRS.title);
  });
});
