import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffRole } from '../../../lib/token-claims';
import { renderWithSite } from '../../../testing/render-with-site';
import { contentPage } from '../../../testing/content-items';
import { fakeApi } from '../../../testing/fake-api';
import type { ContentItem } from '../../../types/content-item';
import ContentEditor from './content-editor';

const api = vi.hoisted(() => ({
  getEnquiryCounts: vi.fn<() => Promise<{ new: number }>>(),
}));
vi.mock('../api/get-enquiry-counts', () => ({ getEnquiryCounts: api.getEnquiryCounts }));
vi.mock('./rich-text-editor', () => ({
  RichTextEditor: ({ id, labelId }: { id: string; labelId: string }) => <textarea id={id} aria-labelledby={labelId} />,
}));

const ME = { id: 'user-me', displayName: 'Cora Writer' };
const SOMEONE_ELSE = { id: 'user-other', displayName: 'Ed Itor' };

function item(id: string, title: string, status: ContentItem['status'], createdBy: ContentItem['createdBy'], updatedBy = createdBy): ContentItem {
  return {
    id,
    type: 'blog',
    title,
    author: 'Byline',
    dateCreated: '2025-05-01',
    dateModified: '2025-05-02',
    datePublished: '2025-05-03',
    status,
    category: '',
    tags: '',
    metaDescription: '',
    description: 'Summary',
    content: '<p>Body</p>',
    imageUrl: '',
    imageAlt: '',
    socialTitle: '',
    socialDescription: '',
    socialImageUrl: '',
    slug: id,
    createdBy,
    updatedBy,
  };
}

const ITEMS = [
  item('mine-draft', 'My draft', 'draft', ME, SOMEONE_ELSE),
  item('mine-published', 'My published post', 'published', ME),
  item('theirs-draft', 'Their draft', 'draft', SOMEONE_ELSE),
  item('seeded', 'A seeded sample', 'published', null),
];

function renderAs(role: StaffRole) {
  renderWithSite(<ContentEditor staff={{ userId: ME.id, role }} />, {
    path: '/admin/module/entries/cms-system',
  });
}

async function cardButtons(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('tab', { name: 'Manage Content' }));
  await screen.findByRole('article', { name: 'My draft' });
  const buttonsOf = (title: string) => within(screen.getByRole('article', { name: title })).queryAllByRole('button').map((button) => button.textContent);
  return Object.fromEntries(ITEMS.map(({ title }) => [title, buttonsOf(title)]));
}

describe('the admin area shows each role only what it may do', () => {
  beforeEach(() => {
    localStorage.setItem('token', 'a-token');
    fakeApi({
      'GET /api/cms/content': () => contentPage(ITEMS),
      'GET /api/cms/content/mine-draft': () => Response.json(ITEMS[0]),
    });
    api.getEnquiryCounts.mockResolvedValue({ new: 3 });
  });

  it('a contributor: the spec\'s two tabs and no enquiry count asked for, Edit on their own drafts only, never Delete, Draft only', async () => {
    const user = userEvent.setup({ delay: null });
    renderAs('contributor');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Basic Info', 'Manage Content']);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Create New Blog Post/Case Study');
    expect(within(await screen.findByLabelText('Status', {}, { timeout: 5000 })).getAllByRole('option').map((option) => option.textContent)).toEqual(['Draft']);

    expect(await cardButtons(user)).toEqual({
      'My draft': ['Edit'],
      'My published post': [],
      'Their draft': [],
      'A seeded sample': [],
    });
    expect(api.getEnquiryCounts).not.toHaveBeenCalled();
  });

  it('an author: Edit and Delete on their own items, published or not, and nobody else\'s; no Enquiries tab', async () => {
    const user = userEvent.setup({ delay: null });
    renderAs('author');
    expect(screen.queryByRole('tab', { name: /Enquiries/ })).not.toBeInTheDocument();
    expect(within(await screen.findByLabelText('Status', {}, { timeout: 5000 })).getAllByRole('option').map((option) => option.textContent)).toEqual(['Draft', 'Published']);
    expect(await cardButtons(user)).toEqual({
      'My draft': ['Edit', 'Delete'],
      'My published post': ['Edit', 'Delete'],
      'Their draft': [],
      'A seeded sample': [],
    });
    expect(api.getEnquiryCounts).not.toHaveBeenCalled();
  });

  it('an editor: every item', async () => {
    const user = userEvent.setup({ delay: null });
    renderAs('editor');
    const buttons = await cardButtons(user);
    for (const title of Object.keys(buttons)) expect(buttons[title], title).toEqual(['Edit', 'Delete']);
  });

  it('says who created and last changed an item, on its card and in the editor', async () => {
    const user = userEvent.setup({ delay: null });
    renderAs('contributor');
    await user.click(screen.getByRole('tab', { name: 'Manage Content' }));
    const card = await screen.findByRole('article', { name: 'My draft' });
    expect(card).toHaveTextContent('Created by Cora Writer · last changed by Ed Itor');
    expect(screen.getByRole('article', { name: 'A seeded sample' })).not.toHaveTextContent('Created by');
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    await screen.findByRole('tab', { name: 'Edit Content', selected: true });
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Created by Cora Writer · last changed by Ed Itor');
  });
});
