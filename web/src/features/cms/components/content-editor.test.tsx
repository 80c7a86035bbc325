import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { contentItem, contentPage } from '../../../testing/content-items';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithSite } from '../../../testing/render-with-site';
import ContentEditor from './content-editor';

vi.mock('../api/get-enquiry-counts', () => ({ getEnquiryCounts: () => Promise.resolve({ new: 0 }) }));

/** Quill needs a real layout engine; a plain text area labelled the same way stands in for it. */
vi.mock('./rich-text-editor', () => ({
  RichTextEditor: ({ id, labelId, value, onChange }: { id: string; labelId: string; value: string; onChange: (html: string) => void }) => (
    <textarea id={id} aria-labelledby={labelId} value={value} onChange={(event) => onChange(event.target.value)} />
  ),
}));

const PUBLISHED_CASE_STUDY = contentItem({
  id: 'cs-1',
  type: 'case-study',
  title: 'Geelong builder moves to Windows 11',
  author: 'Geelong Builders',
  status: 'published',
  content: '<p>The story.</p>',
  slug: 'geelong-builder-moves-to-windows-11',
  version: 4,
});

const heading = () => screen.getByRole('heading', { level: 1 });
const submitButton = () => screen.getByLabelText('Title').closest('form')!.querySelector('button[type="submit"]');

async function fillRequiredFields(user: ReturnType<typeof userEvent.setup>, title: string) {
  await user.type(screen.getByLabelText('Title'), title);
  await user.type(screen.getByLabelText('Author'), 'Jo Citizen');
  await user.type(screen.getByLabelText('Brief description'), 'A short summary.');
  await user.type(screen.getByLabelText('Featured image URL'), 'https://example.com/a.png');
}

async function editFromList(user: ReturnType<typeof userEvent.setup>, title: string) {
  await user.click(screen.getByRole('tab', { name: 'Manage Content' }));
  await user.click(within(await screen.findByRole('article', { name: title })).getByRole('button', { name: 'Edit' }));
  await screen.findByRole('tab', { name: 'Edit Content', selected: true });
}

describe('the content editor (spec 2.13 and 4)', () => {
  let alert: ReturnType<typeof vi.fn>;
  let api: ReturnType<typeof fakeApi>;
  let finishCreate: () => void;

  beforeEach(async () => {
    localStorage.setItem('token', 'a-token');
    const created = new Promise<void>((resolve) => (finishCreate = resolve));
    api = fakeApi({
      'GET /api/cms/content': () => contentPage([PUBLISHED_CASE_STUDY]),
      'GET /api/cms/content/cs-1': () => Response.json(PUBLISHED_CASE_STUDY),
      'POST /api/cms/content': async (call) => {
        await created;
        return Response.json({ ...contentItem({ id: 'new-1', title: 'x' }), ...(call.body as object) }, { status: 201 });
      },
      'PUT /api/cms/content/cs-1': (call) => Response.json({ ...PUBLISHED_CASE_STUDY, ...(call.body as object), version: 5 }),
    });
    alert = vi.fn();
    vi.stubGlobal('alert', alert);
    renderWithSite(<ContentEditor staff={{ userId: 'admin-1', role: 'administrator' }} />, { path: '/admin/module/entries/cms-system', config: { SITE_URL: 'https://www.example.com.au' } });
    // Each screen is its own chunk (issue 27): the form arrives a moment after the staff area.
    await screen.findByLabelText('Title', {}, { timeout: 5000 });
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
    expect(screen.getByLabelText('Slug')).toHaveValue('copilot-5-quick-wins');
    expect(screen.getByText(/Address: \/blogs\/copilot-5-quick-wins/)).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Status'), 'Published');
    expect(screen.getByRole('button', { name: 'Publish' })).toBeVisible();
  });

  it('lists every problem in one alert and saves nothing', async () => {
    const user = userEvent.setup({ delay: null });
    await fillRequiredFields(user, '   ');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(alert).toHaveBeenCalledWith('Title is required\nContent is required');
    expect(api.callsTo('POST /api/cms/content')).toEqual([]);
  });

  it('saves a new post with its slug, says so, and starts a blank draft again', async () => {
    const user = userEvent.setup({ delay: null });
    await fillRequiredFields(user, 'Azure Landing Zone');
    await user.type(screen.getByRole('textbox', { name: 'Content' }), '<p>Body</p>');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));

    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    const [post] = api.callsTo('POST /api/cms/content');
    expect(post.body).toMatchObject({ title: 'Azure Landing Zone', slug: 'azure-landing-zone', type: 'blog', status: 'draft', content: '<p>Body</p>' });
    finishCreate();
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith('Content created successfully!'));
    expect(await screen.findByRole('button', { name: 'Save Draft' })).toBeEnabled();
    expect(screen.getByLabelText('Title')).toHaveValue('');
  });

  it('previews a shared link from the title, meta description and featured image until the social fields are filled in, and saves them (issue 35)', async () => {
    const user = userEvent.setup({ delay: null });
    await fillRequiredFields(user, 'Azure Landing Zone');
    await user.type(screen.getByLabelText('Meta description'), 'How we set up Azure for a Geelong firm.');
    const preview = screen.getByRole('figure', { name: 'Preview of a shared link' });
    expect(preview).toHaveTextContent('Azure Landing Zone');
    expect(preview).toHaveTextContent('How we set up Azure for a Geelong firm.');
    expect(preview).toHaveTextContent('www.example.com.au');
    expect(within(preview).getByRole('presentation')).toHaveAttribute('src', 'https://example.com/a.png');

    await user.type(screen.getByLabelText('Social title'), 'Azure in a week');
    await user.type(screen.getByLabelText('Social description'), 'Our landing zone checklist.');
    await user.type(screen.getByLabelText('Social image URL'), 'https://example.com/card.png');
    expect(preview).toHaveTextContent('Azure in a week');
    expect(preview).not.toHaveTextContent('Azure Landing Zone');
    expect(preview).toHaveTextContent('Our landing zone checklist.');
    expect(within(preview).getByRole('presentation')).toHaveAttribute('src', 'https://example.com/card.png');

    await user.type(screen.getByRole('textbox', { name: 'Content' }), '<p>Body</p>');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await vi.waitFor(() => expect(api.callsTo('POST /api/cms/content')[0]?.body).toMatchObject({
      socialTitle: 'Azure in a week', socialDescription: 'Our landing zone checklist.', socialImageUrl: 'https://example.com/card.png',
    }));
    finishCreate();
  });

  it('sends the slug a person typed, and it no longer follows the title', async () => {
    const user = userEvent.setup({ delay: null });
    await fillRequiredFields(user, 'Azure Landing Zone');
    await user.type(screen.getByRole('textbox', { name: 'Content' }), 'Body');
    await user.clear(screen.getByLabelText('Slug'));
    await user.type(screen.getByLabelText('Slug'), 'landing-zones');
    await user.type(screen.getByLabelText('Title'), ' 2026');
    expect(screen.getByLabelText('Slug')).toHaveValue('landing-zones');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    finishCreate();
    await vi.waitFor(() => expect(api.callsTo('POST /api/cms/content')[0]?.body).toMatchObject({ title: 'Azure Landing Zone 2026', slug: 'landing-zones' }));
  });

  it('edits an item chosen in Manage Content (loaded in full), and Cancel Edit goes back to a new post', async () => {
    const user = userEvent.setup({ delay: null });
    await editFromList(user, PUBLISHED_CASE_STUDY.title);

    expect(api.callsTo('GET /api/cms/content/cs-1')).toHaveLength(1);
    expect(heading()).toHaveTextContent('Edit Blog Post/Case Study');
    expect(screen.getByLabelText('Title')).toHaveValue(PUBLISHED_CASE_STUDY.title);
    expect(screen.getByRole('textbox', { name: 'Content' })).toHaveValue('<p>The story.</p>');
    expect(screen.getByLabelText('Content type')).toHaveDisplayValue('Case Study');
    expect(submitButton()).toHaveTextContent('Update');

    await user.click(screen.getByRole('button', { name: 'Cancel Edit' }));
    expect(heading()).toHaveTextContent('Create New Blog Post/Case Study');
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Save Draft' })).toBeVisible();
  });

  it('updates the edited item with the version it was opened at, and says so', async () => {
    const user = userEvent.setup({ delay: null });
    await editFromList(user, PUBLISHED_CASE_STUDY.title);
    await user.click(screen.getByRole('button', { name: 'Update' }));

    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith('Content updated successfully!'));
    expect(api.callsTo('PUT /api/cms/content/cs-1')[0].body).toMatchObject({ title: PUBLISHED_CASE_STUDY.title, slug: PUBLISHED_CASE_STUDY.slug, version: 4 });
    expect(heading()).toHaveTextContent('Create New Blog Post/Case Study');
  });

  it('shows the notice a save answer carries (a slug taken over from an old redirect)', async () => {
    const notice = 'This address used to redirect to "Old Geelong story"; it now belongs to this item';
    fakeApi({
      'GET /api/cms/content': () => contentPage([PUBLISHED_CASE_STUDY]),
      'GET /api/cms/content/cs-1': () => Response.json(PUBLISHED_CASE_STUDY),
      'PUT /api/cms/content/cs-1': (call) => Response.json({ ...PUBLISHED_CASE_STUDY, ...(call.body as object), version: 5, notice }),
    });
    const user = userEvent.setup({ delay: null });
    await editFromList(user, PUBLISHED_CASE_STUDY.title);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(notice)).toBeVisible();
    expect(alert).toHaveBeenCalledWith('Content updated successfully!');
  });

  it('says Scheduled for <date> while a published item\'s publication date is still to come', async () => {
    const user = userEvent.setup({ delay: null });
    await user.selectOptions(screen.getByLabelText('Status'), 'Published');
    const date = screen.getByLabelText('Publication date');
    await user.clear(date);
    await user.type(date, '2031-10-14');
    expect(screen.getByText('Scheduled for 14 October 2031: it goes live that day.')).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Status'), 'Draft');
    expect(screen.queryByText(/Scheduled for/)).not.toBeInTheDocument();
  });
});
