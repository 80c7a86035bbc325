import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '../../../testing/render-with-site';
import type { ContentItem } from '../../../types/content-item';
import ContentEditor from './content-editor';

const api = vi.hoisted(() => ({
  listContent: vi.fn<() => Promise<ContentItem[]>>(),
  createContent: vi.fn<(draft: unknown) => Promise<unknown>>(),
  updateContent: vi.fn<(id: string, draft: unknown) => Promise<unknown>>(),
  deleteContent: vi.fn<(id: string) => Promise<void>>(),
}));
vi.mock('../api/list-content', () => ({ listContent: api.listContent }));
vi.mock('../api/save-content', () => ({ createContent: api.createContent, updateContent: api.updateContent }));
vi.mock('../api/delete-content', () => ({ deleteContent: api.deleteContent }));
vi.mock('../api/get-enquiry-counts', () => ({ getEnquiryCounts: () => Promise.resolve({ new: 0 }) }));

/** Quill needs a real layout engine; a plain text area labelled the same way stands in for it. */
vi.mock('./rich-text-editor', () => ({
  RichTextEditor: ({ id, labelId, value, onChange }: { id: string; labelId: string; value: string; onChange: (html: string) => void }) => (
    <textarea id={id} aria-labelledby={labelId} value={value} onChange={(event) => onChange(event.target.value)} />
  ),
}));

const PUBLISHED_CASE_STUDY: ContentItem = {
  id: 'cs-1',
  type: 'case-study',
  title: 'Geelong builder moves to Windows 11',
  author: 'Geelong Builders',
  dateCreated: '2025-05-01',
  dateModified: '2025-05-02',
  datePublished: '2025-05-03',
  status: 'published',
  category: 'Migration',
  tags: 'windows, migration',
  metaDescription: 'How a builder moved 80 machines.',
  description: 'Eighty machines in a weekend.',
  content: '<p>The story.</p>',
  imageUrl: 'https://example.com/builder.png',
  imageAlt: 'A site office',
  slug: 'geelong-builder-moves-to-windows-11',
};

const heading = () => screen.getByRole('heading', { level: 1 });
const submitButton = () => within(screen.getByRole('tabpanel')).getAllByRole('button').at(-1)!;

async function fillRequiredFields(user: ReturnType<typeof userEvent.setup>, title: string) {
  await user.type(screen.getByLabelText('Title'), title);
  await user.type(screen.getByLabelText('Author'), 'Jo Citizen');
  await user.type(screen.getByLabelText('Brief description'), 'A short summary.');
  await user.type(screen.getByLabelText('Featured image URL'), 'https://example.com/a.png');
}

describe('the content editor (spec 2.13 and 4)', () => {
  let alert: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    localStorage.setItem('token', 'a-token');
    api.listContent.mockResolvedValue([PUBLISHED_CASE_STUDY]);
    api.createContent.mockResolvedValue({});
    api.updateContent.mockResolvedValue({});
    alert = vi.fn();
    vi.stubGlobal('alert', alert);
    renderWithSite(<ContentEditor staff={{ userId: 'admin-1', role: 'administrator' }} />, { path: '/admin/module/entries/cms-system' });
  });

  it('starts on a new blog post draft: heading, tabs and a Save Draft button', () => {
    expect(heading()).toHaveTextContent('Create New Blog Post/Case Study');
    expect(screen.getByRole('tab', { name: 'Basic Info' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Manage Content' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByLabelText('Content type')).toHaveDisplayValue('Blog Post');
    expect(screen.getByLabelText('Status')).toHaveDisplayValue('Draft');
    expect(screen.getByRole('button', { name: 'Save Draft' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Cancel Edit' })).not.toBeInTheDocument();
  });

  it('shows the slug as the title is typed, and Publish once the status is published', async () => {
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Title'), 'Copilot: 5 Quick Wins!');
    expect(screen.getByText(/copilot-5-quick-wins/)).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Status'), 'Published');
    expect(screen.getByRole('button', { name: 'Publish' })).toBeVisible();
  });

  it('lists every problem in one alert and saves nothing', async () => {
    const user = userEvent.setup({ delay: null });
    await fillRequiredFields(user, '   ');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(alert).toHaveBeenCalledWith('Title is required\nContent is required');
    expect(api.createContent).not.toHaveBeenCalled();
  });

  it('saves a new post with its slug, says so, and starts a blank draft again', async () => {
    let finish: (value: unknown) => void = () => undefined;
    api.createContent.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const user = userEvent.setup({ delay: null });
    await fillRequiredFields(user, 'Azure Landing Zone');
    await user.type(screen.getByRole('textbox', { name: 'Content' }), '<p>Body</p>');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));

    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(api.createContent).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Azure Landing Zone', slug: 'azure-landing-zone', type: 'blog', status: 'draft', content: '<p>Body</p>' }),
    );
    finish({});
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith('Content created successfully!'));
    expect(await screen.findByRole('button', { name: 'Save Draft' })).toBeEnabled();
    expect(screen.getByLabelText('Title')).toHaveValue('');
  });

  it('edits an item chosen in Manage Content, and Cancel Edit goes back to a new post', async () => {
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('tab', { name: 'Manage Content' }));
    const card = await screen.findByRole('article', { name: PUBLISHED_CASE_STUDY.title });
    await user.click(within(card).getByRole('button', { name: 'Edit' }));

    expect(heading()).toHaveTextContent('Edit Blog Post/Case Study');
    expect(screen.getByRole('tab', { name: 'Edit Content' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Title')).toHaveValue(PUBLISHED_CASE_STUDY.title);
    expect(screen.getByLabelText('Content type')).toHaveDisplayValue('Case Study');
    expect(submitButton()).toHaveTextContent('Update');

    await user.click(screen.getByRole('button', { name: 'Cancel Edit' }));
    expect(heading()).toHaveTextContent('Create New Blog Post/Case Study');
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Save Draft' })).toBeVisible();
  });

  it('updates the edited item and says so', async () => {
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('tab', { name: 'Manage Content' }));
    await user.click(within(await screen.findByRole('article', { name: PUBLISHED_CASE_STUDY.title })).getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));

    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith('Content updated successfully!'));
    expect(api.updateContent).toHaveBeenCalledWith('cs-1', expect.objectContaining({ title: PUBLISHED_CASE_STUDY.title, slug: PUBLISHED_CASE_STUDY.slug }));
    expect(heading()).toHaveTextContent('Create New Blog Post/Case Study');
  });
});
