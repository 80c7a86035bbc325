import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithSite } from '../../../testing/render-with-site';
import { LinkedFromNotice } from './linked-from-notice';

describe('"linked from N" while unpublishing (issue 35)', () => {
  beforeEach(() => localStorage.setItem('token', 'a-token'));

  it('names the linking items and lets an editor send the address to another published item', async () => {
    const api = fakeApi({
      'GET /api/cms/content/old/inbound-links': Response.json({ count: 1, items: [{ id: 'a', title: 'Azure backups' }] }),
      'GET /api/cms/content': Response.json({ items: [{ id: 'old', title: 'The old guide' }, { id: 'new', title: 'The new guide' }], total: 2, offset: 0, limit: 100 }),
      'POST /api/cms/content/old/redirect': Response.json({ slug: 'old-guide', to: { type: 'blog', slug: 'new-guide' } }),
    });
    renderWithSite(<LinkedFromNotice itemId="old" canRedirect />);
    expect(await screen.findByText(/Linked from 1 published item: "Azure backups"\. Unpublishing leaves those links leading nowhere\./)).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    const select = screen.getByLabelText('Send its address to');
    await vi.waitFor(() => expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a published item', 'The new guide']));
    await user.selectOptions(select, 'The new guide');
    await user.click(screen.getByRole('button', { name: 'Redirect its address' }));
    expect(await screen.findByText('Its address /old-guide now leads to /new-guide.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/cms/content/old/redirect')[0]?.body).toEqual({ toId: 'new' });
  });

  it('says nothing for an item nobody links to, and offers no redirect to authors', async () => {
    fakeApi({ 'GET /api/cms/content/old/inbound-links': Response.json({ count: 0, items: [] }) });
    const { container } = renderWithSite(<LinkedFromNotice itemId="old" canRedirect={false} />);
    await vi.waitFor(() => expect(container).toBeEmptyDOMElement());
    expect(screen.queryByLabelText('Send its address to')).not.toBeInTheDocument();
  });
});
