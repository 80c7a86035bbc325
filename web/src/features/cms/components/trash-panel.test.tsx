import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, noContent } from '../../../testing/fake-api';
import { renderWithSite } from '../../../testing/render-with-site';
import TrashPanel from './trash-panel';

const OLD_POST = { id: 'old-1', title: 'Windows 10 end of support', type: 'blog', deletedAt: '2026-03-08T23:15:00.000Z', deletedBy: { id: 'u-ben', displayName: 'Ben Editor' } };
const CASE = { id: 'case-1', title: 'Geelong builder', type: 'case-study', deletedAt: '2026-03-07T01:00:00.000Z', deletedBy: null };
const SLUG_TAKEN = 'Another item now uses the address /blogs/windows-10-end-of-support; change this item\'s slug after restoring';

describe('the Trash tab (issue 24)', () => {
  let trash: object[];
  let api: ReturnType<typeof fakeApi>;
  const item = (title: string) => screen.findByRole('article', { name: title });

  beforeEach(() => {
    localStorage.setItem('token', 'a-token');
    trash = [OLD_POST, CASE];
    api = fakeApi({
      'GET /api/cms/trash': () => Response.json(trash),
      'POST /api/cms/trash/old-1/restore': () => {
        trash = [CASE];
        return Response.json({ id: 'old-1', title: OLD_POST.title, version: 3 });
      },
      'POST /api/cms/trash/case-1/restore': () => Response.json({ statusCode: 409, error: 'Conflict', message: SLUG_TAKEN }, { status: 409 }),
      'DELETE /api/cms/trash/case-1': () => {
        trash = [OLD_POST];
        return noContent();
      },
    });
  });

  it('lists deleted items with who deleted them and when', async () => {
    renderWithSite(<TrashPanel />);
    const post = await item(OLD_POST.title);
    expect(post).toHaveTextContent('Blog Post · deleted by Ben Editor');
    expect(post.querySelector('time')).toHaveAttribute('datetime', OLD_POST.deletedAt);
    expect(await item(CASE.title)).toHaveTextContent('Case Study · deleted');
    expect(screen.getByText('Deleted items stay here for 30 days, then they are removed for good.')).toBeVisible();
  });

  it('Restore puts the item back and it leaves the trash', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithSite(<TrashPanel />);
    await user.click(within(await item(OLD_POST.title)).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByRole('status')).toHaveTextContent('"Windows 10 end of support" is back in Manage Content.');
    await vi.waitFor(() => expect(screen.queryByRole('article', { name: OLD_POST.title })).not.toBeInTheDocument());
    expect(api.callsTo('POST /api/cms/trash/old-1/restore')).toHaveLength(1);
  });

  it('a restore refused because the address is taken shows the server\'s message as it is', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithSite(<TrashPanel />);
    await user.click(within(await item(CASE.title)).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SLUG_TAKEN);
    expect(screen.getByRole('article', { name: CASE.title })).toBeVisible();
  });

  it('Delete forever asks first; No keeps it, Yes removes it for good', async () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    const user = userEvent.setup({ delay: null });
    renderWithSite(<TrashPanel />);
    await user.click(within(await item(CASE.title)).getByRole('button', { name: 'Delete forever' }));
    expect(confirm).toHaveBeenCalledWith('Delete "Geelong builder" forever? It cannot be restored afterwards.');
    expect(api.callsTo('DELETE /api/cms/trash/case-1')).toEqual([]);

    confirm.mockReturnValue(true);
    await user.click(within(screen.getByRole('article', { name: CASE.title })).getByRole('button', { name: 'Delete forever' }));
    expect(await screen.findByRole('status')).toHaveTextContent('"Geelong builder" was deleted forever.');
    await vi.waitFor(() => expect(screen.queryByRole('article', { name: CASE.title })).not.toBeInTheDocument());
    expect(api.callsTo('DELETE /api/cms/trash/case-1')).toHaveLength(1);
  });

  it('an empty trash says so', async () => {
    trash = [];
    renderWithSite(<TrashPanel />);
    expect(await screen.findByText('The trash is empty.')).toBeVisible();
  });
});
