import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { contentItem } from '../../../testing/content-items';
import { fakeApi, noContent, type ApiCall } from '../../../testing/fake-api';
import { renderWithSite } from '../../../testing/render-with-site';
import type { ContentItem } from '../../../types/content-item';
import { ManageContent } from './manage-content';

/** 120 items as the server holds them, newest first; the fake answers pages and filters as the contract says. */
const ITEMS: ContentItem[] = Array.from({ length: 120 }, (_, index) =>
  contentItem({ id: `item-${index + 1}`, title: `Post number ${index + 1}`, type: index % 3 === 0 ? 'case-study' : 'blog' }),
);

function answerPage(call: ApiCall) {
  const query = new URL(call.url, 'http://site.test').searchParams;
  const offset = Number(query.get('offset'));
  const limit = Number(query.get('limit'));
  const search = query.get('q')?.toLowerCase();
  const matching = ITEMS.filter((item) => (!query.get('type') || item.type === query.get('type')) && (!search || item.title.toLowerCase().includes(search)));
  const items = matching.slice(offset, offset + limit).map(({ content: _content, ...summary }) => summary);
  return Response.json({ items, total: matching.length, offset, limit });
}

const queryOf = (call: ApiCall) => Object.fromEntries(new URL(call.url, 'http://site.test').searchParams);
const cards = () => screen.queryAllByRole('article');
const everyone = { canEdit: () => true, canDelete: () => true };

class FakeIntersectionObserver {
  static last: FakeIntersectionObserver | null = null;
  readonly targets: Element[] = [];
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.last = this;
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {}
  /** The Load more button scrolls into view. */
  scrolledTo() {
    act(() => this.callback(this.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry), this as unknown as IntersectionObserver));
  }
}

describe('Manage Content at scale (issue 24)', () => {
  let api: ReturnType<typeof fakeApi>;
  const listCalls = () => api.callsTo('GET /api/cms/content');

  beforeEach(() => {
    localStorage.setItem('token', 'a-token');
    FakeIntersectionObserver.last = null;
    api = fakeApi({ 'GET /api/cms/content': answerPage, 'DELETE /api/cms/content/item-2': noContent() });
  });

  it('asks for summaries 50 at a time, newest first as the server sends them, and shows how many there are', async () => {
    renderWithSite(<ManageContent onEdit={vi.fn()} onDeleted={vi.fn()} permissions={everyone} />);
    expect(await screen.findByRole('article', { name: 'Post number 1' })).toBeVisible();
    expect(queryOf(listCalls()[0])).toEqual({ fields: 'summary', limit: '50', offset: '0' });
    expect(cards()).toHaveLength(50);
    expect(cards()[49]).toHaveAccessibleName('Post number 50');
    expect(screen.getByText('Showing 50 of 120')).toBeVisible();
  });

  it('loads the next page when the end of the list scrolls into view', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    renderWithSite(<ManageContent onEdit={vi.fn()} onDeleted={vi.fn()} permissions={everyone} />);
    await screen.findByRole('article', { name: 'Post number 1' });
    FakeIntersectionObserver.last!.scrolledTo();
    expect(await screen.findByRole('article', { name: 'Post number 100' })).toBeVisible();
    expect(queryOf(listCalls()[1])).toMatchObject({ offset: '50', limit: '50' });
  });

  it('without IntersectionObserver, Load more fetches the rest, and disappears at the end', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const user = userEvent.setup({ delay: null });
    renderWithSite(<ManageContent onEdit={vi.fn()} onDeleted={vi.fn()} permissions={everyone} />);
    await screen.findByRole('article', { name: 'Post number 1' });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('article', { name: 'Post number 100' });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('article', { name: 'Post number 120' });
    expect(cards()).toHaveLength(120);
    expect(listCalls().map((call) => queryOf(call).offset)).toEqual(['0', '50', '100']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('runs the spec\'s filters and the search on the server (the search once typing pauses)', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithSite(<ManageContent onEdit={vi.fn()} onDeleted={vi.fn()} permissions={everyone} />);
    await screen.findByRole('article', { name: 'Post number 1' });

    await user.click(screen.getByRole('button', { name: 'Case Studies' }));
    expect(screen.getByRole('button', { name: 'Case Studies' })).toHaveAttribute('aria-pressed', 'true');
    await vi.waitFor(() => expect(queryOf(listCalls().at(-1)!)).toEqual({ fields: 'summary', limit: '50', offset: '0', type: 'case-study' }));
    // The first card is called Post number 1 before and after the refetch: wait for the case-study list itself.
    await vi.waitFor(() => expect(cards().map((card) => within(card).getByText(/Blog Post|Case Study/).textContent)).not.toContain('Blog Post'));
    expect(cards()[0]).toHaveAccessibleName('Post number 1');

    const before = listCalls().length;
    await user.type(screen.getByLabelText('Search by title, author or tag'), 'number 11');
    await vi.waitFor(() => expect(queryOf(listCalls().at(-1)!)).toMatchObject({ q: 'number 11', type: 'case-study', offset: '0' }));
    // One request for the whole phrase, not one per keystroke.
    expect(listCalls().length - before).toBe(1);
    await vi.waitFor(() => expect(cards().map((card) => card.getAttribute('aria-label'))).toEqual(['Post number 112', 'Post number 115', 'Post number 118']));

    await user.click(screen.getByRole('button', { name: 'All Content' }));
    await vi.waitFor(() => expect(queryOf(listCalls().at(-1)!)).toEqual({ fields: 'summary', limit: '50', offset: '0', q: 'number 11' }));
  });

  it('a View live link on published cards only, and Scheduled for on a scheduled one', async () => {
    api = fakeApi({
      'GET /api/cms/content': Response.json({
        items: [
          contentItem({ id: 'a', title: 'Live blog post', status: 'published', slug: 'live-blog-post' }),
          contentItem({ id: 'b', title: 'Live case study', status: 'published', type: 'case-study', slug: 'live-case-study' }),
          contentItem({ id: 'c', title: 'Waiting post', status: 'published', datePublished: '2031-10-14', scheduledFor: '2031-10-14' }),
          contentItem({ id: 'd', title: 'A draft', status: 'draft' }),
        ],
        total: 4,
        offset: 0,
        limit: 50,
      }),
    });
    renderWithSite(<ManageContent onEdit={vi.fn()} onDeleted={vi.fn()} permissions={everyone} />);
    const liveLink = (title: string) => within(screen.getByRole('article', { name: title })).queryByRole('link', { name: /View live/ });

    expect(await screen.findByRole('article', { name: 'Live blog post' })).toBeVisible();
    expect(liveLink('Live blog post')).toHaveAttribute('href', '/blogs/live-blog-post');
    expect(liveLink('Live case study')).toHaveAttribute('href', '/case-studies/live-case-study');
    expect(liveLink('Waiting post')).toBeNull();
    expect(liveLink('A draft')).toBeNull();
    expect(screen.getByRole('article', { name: 'Waiting post' })).toHaveTextContent('Scheduled for 14 October 2031');
    expect(screen.getByRole('article', { name: 'Live blog post' })).not.toHaveTextContent('Scheduled for');
  });

  it('Delete: the spec\'s confirm and alert, then the list reloads from the server', async () => {
    vi.stubGlobal('confirm', vi.fn(() => true));
    vi.stubGlobal('alert', vi.fn());
    const onDeleted = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithSite(<ManageContent onEdit={vi.fn()} onDeleted={onDeleted} permissions={everyone} />);
    await user.click(within(await screen.findByRole('article', { name: 'Post number 2' })).getByRole('button', { name: 'Delete' }));

    expect(window.confirm).toHaveBeenCalledWith('Are you sure you want to delete this content?');
    await vi.waitFor(() => expect(window.alert).toHaveBeenCalledWith('Content deleted successfully'));
    expect(onDeleted).toHaveBeenCalledWith('item-2');
    await vi.waitFor(() => expect(listCalls()).toHaveLength(2));
  });

  it('Delete of an item others link to says "linked from N" first; cancelling it deletes nothing (issue 35)', async () => {
    const published = { ...ITEMS[1], status: 'published' as const };
    const { content: _content, ...summary } = published;
    api = fakeApi({
      'GET /api/cms/content': Response.json({ items: [summary], total: 1, offset: 0, limit: 50 }),
      'GET /api/cms/content/item-2/inbound-links': Response.json({ count: 2, items: [{ id: 'a', title: 'Azure backups' }, { id: 'b', title: 'Our MFA guide' }] }),
    });
    vi.stubGlobal('confirm', vi.fn(() => false));
    const user = userEvent.setup({ delay: null });
    renderWithSite(<ManageContent onEdit={vi.fn()} onDeleted={vi.fn()} permissions={everyone} />);
    await user.click(within(await screen.findByRole('article', { name: 'Post number 2' })).getByRole('button', { name: 'Delete' }));

    await vi.waitFor(() => expect(window.confirm).toHaveBeenCalledTimes(1));
    expect(window.confirm).toHaveBeenCalledWith(
      'Linked from 2 published items: "Azure backups" and "Our MFA guide". Deleting it leaves those links leading nowhere. Delete it anyway?',
    );
    expect(api.callsTo('DELETE /api/cms/content/item-2')).toEqual([]);
  });
});
