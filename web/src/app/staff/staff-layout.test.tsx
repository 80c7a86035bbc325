import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, noContent } from '../../testing/fake-api';
import { staffToken } from '../../testing/staff-token';
import { renderStaffArea } from './render-staff-area';

/** A copy of unsaved editor work as the editor keeps it in this browser (issue 24's local copies). */
function keepUnsavedCopy(userId: string, itemId: string): string {
  const key = `cms-unsaved-copy:${userId}:${itemId}`;
  const draft = { title: 'Half-written post', slug: 'half-written-post', content: '<p>So far</p>', type: 'blog', status: 'draft' };
  localStorage.setItem(key, JSON.stringify({ key, itemId, version: 1, draft, slugTyped: false, typedAt: '2025-06-01T02:00:00.000Z' }));
  return key;
}

describe('a deliberate Log out (issue 33)', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('token', staffToken({ sub: 'user-1', role: 'author', name: 'Ada', preferred_username: 'ada' }));
    fakeApi({ 'POST /api/auth/logout': noContent() });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('asks first when this browser keeps unsaved work, and stays when told no', async () => {
    const key = keepUnsavedCopy('user-1', 'item-7');
    const asked = vi.fn(() => false);
    vi.stubGlobal('confirm', asked);
    const user = userEvent.setup({ delay: null });
    const area = renderStaffArea('/admin/profile');
    await user.click(await screen.findByRole('button', { name: 'Log out' }));

    expect(asked).toHaveBeenCalledWith(expect.stringContaining('unsaved copy'));
    expect(area.location.pathname).toBe('/admin/profile');
    expect(localStorage.getItem(key)).not.toBeNull();
  });

  it('deletes the unsaved copies from this browser when told yes, and logs out', async () => {
    const key = keepUnsavedCopy('user-1', 'item-7');
    const someoneElses = keepUnsavedCopy('user-2', 'item-8');
    vi.stubGlobal('confirm', () => true);
    const user = userEvent.setup({ delay: null });
    const area = renderStaffArea('/admin/profile');
    await user.click(await screen.findByRole('button', { name: 'Log out' }));

    await waitFor(() => expect(area.location.pathname).toBe('/login'));
    expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem(someoneElses)).not.toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('asks nothing when there is no unsaved work', async () => {
    const asked = vi.fn(() => true);
    vi.stubGlobal('confirm', asked);
    const user = userEvent.setup({ delay: null });
    const area = renderStaffArea('/admin/profile');
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(area.location.pathname).toBe('/login'));
    expect(asked).not.toHaveBeenCalled();
  });
});
