import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { contentItem, contentPage } from '../../../testing/content-items';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithSite } from '../../../testing/render-with-site';
import ContentEditor from './content-editor';

vi.mock('../api/get-enquiry-counts', () => ({ getEnquiryCounts: () => Promise.resolve({ new: 0 }) }));
vi.mock('./rich-text-editor', () => ({
  RichTextEditor: ({ id, labelId, value, onChange }: { id: string; labelId: string; value: string; onChange: (html: string) => void }) => (
    <textarea id={id} aria-labelledby={labelId} value={value} onChange={(event) => onChange(event.target.value)} />
  ),
}));

const BEN = { id: 'u-ben', displayName: 'Ben Editor' };
const CURRENT = contentItem({ id: 'post-1', title: 'Defender rollout, third draft', content: '<p>Third.</p>', version: 3, updatedBy: BEN });
const FIRST = contentItem({ id: 'post-1', title: 'Defender rollout', content: '<p>The first words.</p>', version: 1 });
const REVISIONS = [
  { id: 'rev-3', version: 3, savedAt: '2026-03-09T02:00:00.000Z', savedBy: BEN, title: CURRENT.title, status: 'draft', decisions: [] },
  {
    id: 'rev-2', version: 2, savedAt: '2026-03-08T02:00:00.000Z', savedBy: BEN, title: 'Defender rollout, second draft', status: 'draft',
    decisions: [
      { name: 'Priya Raman', email: 'priya@acme.example', decision: 'changes', comment: 'Name the licence tier.', version: 2, at: '2026-03-08T03:00:00.000Z' },
      { name: 'Sam Ng', email: 'sam@acme.example', decision: 'approve', comment: '', version: 2, at: '2026-03-08T04:00:00.000Z' },
    ],
  },
  { id: 'rev-1', version: 1, savedAt: '2026-03-07T02:00:00.000Z', savedBy: null, title: FIRST.title, status: 'draft', decisions: [] },
];

describe('revisions in the editor (issue 24)', () => {
  let api: ReturnType<typeof fakeApi>;
  let confirm: ReturnType<typeof vi.fn<(question: string) => boolean>>;

  beforeEach(async () => {
    localStorage.setItem('token', 'a-token');
    confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    api = fakeApi({
      'GET /api/cms/content': () => contentPage([CURRENT]),
      'GET /api/cms/content/post-1': () => Response.json(CURRENT),
      'GET /api/cms/content/post-1/revisions': () => Response.json(REVISIONS),
      'GET /api/cms/content/post-1/revisions/rev-1': () => Response.json({ id: 'rev-1', version: 1, savedAt: REVISIONS[2].savedAt, savedBy: null, item: FIRST }),
      'POST /api/cms/content/post-1/revisions/rev-1/restore': () => Response.json({ ...FIRST, version: 4 }),
    });
    renderWithSite(<ContentEditor staff={{ userId: 'u-anna', role: 'editor' }} />, { path: '/admin/module/entries/cms-system' });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('tab', { name: 'Manage Content' }));
    await user.click(within(await screen.findByRole('article', { name: CURRENT.title })).getByRole('button', { name: 'Edit' }));
    await screen.findByDisplayValue(CURRENT.title);
  });

  const openPanel = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(screen.getByText('Revisions'));
    await screen.findByText('Version 3');
    return within(screen.getByRole('group', { name: 'Revisions' }));
  };

  it('lists every save with its version, who and when, and shows one read only', async () => {
    const user = userEvent.setup({ delay: null });
    const panel = await openPanel(user);
    const entries = panel.getAllByRole('listitem').filter((entry) => entry.querySelector('strong'));
    expect(entries.map((entry) => entry.querySelector('strong')?.textContent)).toEqual(['Version 3', 'Version 2', 'Version 1']);
    expect(entries[0]).toHaveTextContent('saved by Ben Editor');
    expect(entries[0].querySelector('time')).toHaveAttribute('datetime', '2026-03-09T02:00:00.000Z');
    expect(entries[2]).toHaveTextContent('saved before staff accounts');

    await user.click(panel.getByRole('button', { name: 'View version 1' }));
    const view = await screen.findByRole('region', { name: 'Version 1, read only' });
    expect(view).toHaveTextContent('The first words.');
    expect(within(view).queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue(CURRENT.title);
  });

  it("shows the reviewers' decisions under the version they were made on (issue 35)", async () => {
    const user = userEvent.setup({ delay: null });
    const panel = await openPanel(user);
    const onVersion2 = panel.getByRole('list', { name: 'Review decisions on version 2' });
    const lines = within(onVersion2).getAllByRole('listitem').map((line) => line.textContent);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Changes requested by Priya Raman \(priya@acme\.example\) on version 2, .+: Name the licence tier\.$/);
    expect(lines[1]).toMatch(/^Approved by Sam Ng \(sam@acme\.example\) on version 2, /);
    expect(panel.queryByRole('list', { name: 'Review decisions on version 3' })).not.toBeInTheDocument();
  });

  it('Restore asks first, then the restored version (with its raised number) is what the editor holds', async () => {
    const user = userEvent.setup({ delay: null });
    const panel = await openPanel(user);
    confirm.mockReturnValueOnce(false);
    await user.click(panel.getByRole('button', { name: 'Restore version 1' }));
    expect(confirm).toHaveBeenCalledWith('Restore version 1? It becomes the current version; the text it replaces stays in the revisions.');
    expect(api.callsTo('POST /api/cms/content/post-1/revisions/rev-1/restore')).toEqual([]);

    await user.click(panel.getByRole('button', { name: 'Restore version 1' }));
    expect(await screen.findByText('Version 1 restored: it is now version 4.')).toBeVisible();
    expect(screen.getByLabelText('Title')).toHaveValue(FIRST.title);
    expect(screen.getByRole('textbox', { name: 'Content' })).toHaveValue('<p>The first words.</p>');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Edit Blog Post/Case Study');
  });
});
