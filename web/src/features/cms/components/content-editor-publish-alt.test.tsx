import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type ApiCall } from '../../../testing/fake-api';
import { photoFile, sendUploadsThroughFetch } from '../../../testing/fake-upload';
import { renderWithSite } from '../../../testing/render-with-site';
import { staffToken } from '../../../testing/staff-token';
import ContentEditor from './content-editor';

const UPLOADED = {
  id: 'media-1',
  url: '/media/3fa9c1e2d4b5a6f7-1920x1440-1920.jpeg',
  width: 1920,
  height: 1440,
  alt: null,
  bytes: 1_960_342,
  fileName: 'IMG_2041.jpg',
  variants: [{ width: 320, format: 'webp', url: '/media/3fa9c1e2d4b5a6f7-1920x1440-320.webp' }],
};
/** content-service's refusal (its README): a 400 whose text names the image. */
const REFUSAL = 'Add alt text to the image "IMG_2041.jpg" (/media/3fa9c1e2d4b5a6f7-1920x1440-1920.jpeg) in the content (or mark it decorative) before publishing';

describe('publishing a post with an image that has no alt text (issue 25)', () => {
  let alert: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    localStorage.setItem('token', staffToken({ sub: 'user-1', role: 'author' }));
    sendUploadsThroughFetch();
    alert = vi.fn();
    vi.stubGlobal('alert', alert);
  });

  it('is warned of beside the editor, and refused with the server message naming the image; nothing typed is lost', async () => {
    const api = fakeApi({
      'GET /api/cms/content': Response.json([]),
      'POST /api/cms/media': Response.json(UPLOADED, { status: 201 }),
      'POST /api/cms/content': (call: ApiCall) =>
        (call.body as { content: string }).content.includes('alt=')
          ? Response.json({ id: 'post-1' }, { status: 201 })
          : Response.json({ statusCode: 400, error: REFUSAL, details: [REFUSAL] }, { status: 400 }),
    });
    renderWithSite(<ContentEditor staff={{ userId: 'user-1', role: 'author' }} />, { path: '/admin/module/entries/cms-system' });
    const user = userEvent.setup({ delay: null });
    // Each screen is its own chunk (issue 27): the form arrives a moment after the staff area.
    await user.type(await screen.findByLabelText('Title', {}, { timeout: 5000 }), 'Racks we built');
    await user.type(screen.getByLabelText('Author'), 'Jo Citizen');
    await user.type(screen.getByLabelText('Brief description'), 'A short summary.');
    await user.type(screen.getByLabelText('Featured image URL'), 'https://example.com/a.png');
    await user.type(screen.getByLabelText('Image alt text'), 'A rack');
    await user.selectOptions(screen.getByLabelText('Status'), 'Published');
    // The rich-text editor is a chunk of its own, loaded after the form.
    await user.type(await screen.findByRole('textbox', { name: 'Content' }, { timeout: 10_000 }), 'Our newest rack.');

    await user.click(screen.getByRole('button', { name: 'Insert image' }));
    await user.upload(document.querySelector<HTMLInputElement>('.ql-toolbar input[type=file]')!, photoFile('IMG_2041.jpg'));
    const dialog = await screen.findByRole('dialog', { name: 'Insert an image' });
    const later = within(dialog).getByRole('button', { name: 'Insert without alt text for now' });
    await vi.waitFor(() => expect(later).toBeEnabled());
    await user.click(later);

    expect(await screen.findByText(/An image has no alt text: publishing is refused/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith(`Error creating content: ${REFUSAL}`));
    expect(screen.getByLabelText('Title')).toHaveValue('Racks we built');
    expect(screen.getByRole('textbox', { name: 'Content' })).toHaveTextContent('Our newest rack.');

    await user.click(screen.getByRole('button', { name: 'Add alt text to image 1' }));
    const describe = await screen.findByRole('dialog', { name: 'Describe image 1' });
    await user.type(within(describe).getByLabelText('Alt text'), 'A new server rack');
    await user.click(within(describe).getByRole('button', { name: 'Save alt text' }));
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await vi.waitFor(() => expect(alert).toHaveBeenLastCalledWith('Content created successfully!'));
    const sent = api.callsTo('POST /api/cms/content').at(-1)?.body as { content: string };
    expect(sent.content).toContain('src="/media/3fa9c1e2d4b5a6f7-1920x1440-1920.jpeg"');
    expect(sent.content).toContain('alt="A new server rack"');
    expect(sent.content).not.toContain('data:');
    // A whole form typed key by key with the real editor: slow on a busy two-core machine.
  }, 60_000);
});
