import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffRole } from '../../../lib/token-claims';
import { fakeApi, noContent, problem } from '../../../testing/fake-api';
import { photoFile, sendUploadsThroughFetch } from '../../../testing/fake-upload';
import { renderWithSite } from '../../../testing/render-with-site';
import MediaLibraryPanel from './media-library-panel';

const ME = { id: 'user-me', displayName: 'Cora Writer' };
const SOMEONE_ELSE = { id: 'user-other', displayName: 'Ed Itor' };

function photo(id: string, fileName: string, fields: Record<string, unknown> = {}) {
  const hash = id.padEnd(16, '0');
  return {
    id,
    url: `/media/${hash}-1920x1440-1920.jpeg`,
    width: 1920,
    height: 1440,
    alt: null,
    decorative: false,
    bytes: 1_960_342,
    format: 'jpeg',
    fileName,
    focalX: 0.5,
    focalY: 0.5,
    createdAt: '2025-06-03T01:00:00.000Z',
    createdBy: ME,
    usedBy: [],
    variants: [
      { width: 640, format: 'webp', url: `/media/${hash}-1920x1440-640.webp` },
      { width: 320, format: 'avif', url: `/media/${hash}-1920x1440-320.avif` },
      { width: 320, format: 'webp', url: `/media/${hash}-1920x1440-320.webp` },
    ],
    ...fields,
  };
}

const RACK = photo('aaaa', 'rack.jpg', { alt: 'Two engineers at a server rack', usedBy: [{ id: 'post-1', title: 'Azure Landing Zone' }, { id: 'post-2', title: 'Copilot quick wins', inTrash: true }] });
const OFFICE = photo('bbbb', 'office.jpg', { createdBy: SOMEONE_ELSE });
const PATTERN = photo('cccc', 'pattern.png', { alt: '', decorative: true });

function setUp(role: StaffRole, extra: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ 'GET /api/cms/media': Response.json({ items: [RACK, OFFICE, PATTERN], total: 3 }), ...extra });
  renderWithSite(<MediaLibraryPanel staff={{ userId: ME.id, role }} />, { path: '/admin/module/entries/cms-system' });
  return api;
}

const item = (name: string) => screen.findByRole('listitem', { name });

describe('the Media tab (issue 25)', () => {
  beforeEach(() => {
    localStorage.setItem('token', 'a-token');
    sendUploadsThroughFetch();
  });

  it('lists each image with its smallest thumbnail, size, alt text and where it is used', async () => {
    setUp('editor');
    const rack = await item('rack.jpg');
    expect(rack.querySelector('img')).toHaveAttribute('src', '/media/aaaa000000000000-1920x1440-320.webp');
    expect(rack).toHaveTextContent('1920 x 1440 px, 2.0 MB');
    expect(rack).toHaveTextContent('Used inAzure Landing Zone, Copilot quick wins (in the trash)');
    expect(within(rack).getByLabelText('Alt text of rack.jpg')).toHaveValue('Two engineers at a server rack');
    expect(await item('office.jpg')).toHaveTextContent('Not used');
    expect(within(await item('pattern.png')).getByLabelText('Decorative (no alt text)')).toBeChecked();
    expect(screen.getByText('3 images, newest first')).toBeVisible();
  });

  it('saves an edited alt text, and marks an image decorative with an empty alt', async () => {
    const api = setUp('author', {
      'PATCH /api/cms/media/aaaa': Response.json({ ...RACK, alt: 'Engineers at a rack in Geelong' }),
      'PATCH /api/cms/media/bbbb': Response.json({ ...OFFICE, alt: '' }),
    });
    const user = userEvent.setup({ delay: null });
    const rack = await item('rack.jpg');
    const alt = within(rack).getByLabelText('Alt text of rack.jpg');
    await user.clear(alt);
    await user.type(alt, 'Engineers at a rack in Geelong');
    await user.click(within(rack).getByRole('button', { name: 'Save alt text' }));
    expect(await within(rack).findByText('Alt text saved.')).toBeVisible();
    expect(api.callsTo('PATCH /api/cms/media/aaaa')[0]?.body).toEqual({ alt: 'Engineers at a rack in Geelong' });

    const office = await item('office.jpg');
    await user.click(within(office).getByRole('button', { name: 'Save alt text' }));
    expect(within(office).getByRole('alert')).toHaveTextContent('Describe the image, or mark it as decorative.');
    await user.click(within(office).getByLabelText('Decorative (no alt text)'));
    await user.click(within(office).getByRole('button', { name: 'Save alt text' }));
    await vi.waitFor(() => expect(api.callsTo('PATCH /api/cms/media/bbbb')[0]?.body).toEqual({ alt: '' }));
  });

  it('moves the focal point with the arrow keys, announcing and saving where it is (issue 35)', async () => {
    const api = setUp('author', { 'PATCH /api/cms/media/aaaa': Response.json(RACK) });
    const user = userEvent.setup({ delay: null });
    const point = within(await item('rack.jpg')).getByRole('slider', { name: 'Focal point of rack.jpg' });
    expect(point).toHaveAttribute('aria-valuetext', '50% across, 50% down');

    point.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}');
    expect(point).toHaveAttribute('aria-valuetext', '60% across, 45% down');
    expect(await within(await item('rack.jpg')).findByText('Focal point saved: 60% across, 45% down.')).toBeVisible();
    const calls = api.callsTo('PATCH /api/cms/media/aaaa');
    expect(calls.at(-1)?.body).toEqual({ focalX: 0.6, focalY: 0.45 });
  });

  it('shows the server\'s refusal when the focal point of someone else\'s upload cannot be changed', async () => {
    setUp('author', { 'PATCH /api/cms/media/bbbb': problem(403, 'Your role (author) cannot change the focal point of someone else\'s upload: editors and administrators only') });
    const point = within(await item('office.jpg')).getByRole('slider', { name: 'Focal point of office.jpg' });
    point.focus();
    await userEvent.setup({ delay: null }).keyboard('{ArrowDown}');
    expect(await within(await item('office.jpg')).findByRole('alert')).toHaveTextContent('cannot change the focal point of someone else\'s upload');
  });

  it('refuses to delete an image still in use with the server message naming the items, and deletes one that is not', async () => {
    const api = setUp('editor', {
      'DELETE /api/cms/media/aaaa': Response.json(
        { statusCode: 409, error: 'This image is used by: Azure Landing Zone, Copilot quick wins', message: 'This image is used by: Azure Landing Zone, Copilot quick wins', usedBy: RACK.usedBy },
        { status: 409 },
      ),
      'DELETE /api/cms/media/bbbb': noContent(),
    });
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    const user = userEvent.setup({ delay: null });

    const rack = await item('rack.jpg');
    await user.click(within(rack).getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith('Delete rack.jpg from the media library?');
    expect(await within(rack).findByRole('alert')).toHaveTextContent('This image is used by: Azure Landing Zone, Copilot quick wins');

    await user.click(within(await item('office.jpg')).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(api.callsTo('DELETE /api/cms/media/bbbb')).toHaveLength(1));
    // The list is asked for again after each answer (the 409 may mean the usage changed).
    await vi.waitFor(() => expect(api.callsTo('GET /api/cms/media').length).toBeGreaterThanOrEqual(3));
  });

  it('does nothing when the deletion is not confirmed', async () => {
    const api = setUp('editor');
    vi.stubGlobal('confirm', () => false);
    await userEvent.setup({ delay: null }).click(within(await item('office.jpg')).getByRole('button', { name: 'Delete' }));
    expect(api.callsTo('DELETE /api/cms/media/bbbb')).toHaveLength(0);
  });

  it('offers contributors and authors Delete on their own uploads only; editors on every upload', async () => {
    setUp('contributor');
    expect(within(await item('rack.jpg')).getByRole('button', { name: 'Delete' })).toBeVisible();
    expect(within(await item('office.jpg')).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('uploads chosen files one after another with progress, then lists them', async () => {
    let answer: (response: Response) => void = () => undefined;
    const api = setUp('contributor', { 'POST /api/cms/media': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const user = userEvent.setup({ delay: null });
    await item('rack.jpg');
    await user.upload(screen.getByLabelText('Images to upload'), [photoFile('new-1.jpg', 6000), photoFile('new-2.jpg', 3000)]);

    expect(await screen.findByText('Uploading new-1.jpg: 50%')).toBeVisible();
    expect(screen.getByText('1 more waiting')).toBeVisible();
    answer(Response.json(photo('dddd', 'new-1.jpg'), { status: 201 }));
    expect(await screen.findByText('Uploading new-2.jpg: 50%')).toBeVisible();
    answer(problem(413, 'The file is larger than the 20 MB limit'));
    expect(await screen.findByRole('alert')).toHaveTextContent('new-2.jpg was not uploaded: The file is larger than the 20 MB limit');
    expect(api.callsTo('POST /api/cms/media').map((call) => ((call.body as FormData).get('file') as File).name)).toEqual(['new-1.jpg', 'new-2.jpg']);
    await vi.waitFor(() => expect(api.callsTo('GET /api/cms/media')).toHaveLength(2));
  });

  it('uploads a photo dropped on the upload area, and one pasted on the screen', async () => {
    const api = setUp('author', { 'POST /api/cms/media': Response.json(photo('eeee', 'x.jpg'), { status: 201 }) });
    await item('rack.jpg');
    fireEvent.drop(screen.getByRole('group', { name: 'Upload images' }), { dataTransfer: { files: [photoFile('dropped.jpg')], types: ['Files'] } });
    await vi.waitFor(() => expect(api.callsTo('POST /api/cms/media')).toHaveLength(1));
    fireEvent.paste(document.body, { clipboardData: { files: [photoFile('pasted.png', 500, 'image/png')], getData: () => '', types: ['Files'] } });
    await vi.waitFor(() => expect(api.callsTo('POST /api/cms/media')).toHaveLength(2));
    expect(api.callsTo('POST /api/cms/media').map((call) => ((call.body as FormData).get('file') as File).name)).toEqual(['dropped.jpg', 'pasted.png']);
  });

  it('does not take a paste meant for an alt text field', async () => {
    const api = setUp('author');
    const alt = within(await item('office.jpg')).getByLabelText('Alt text of office.jpg');
    fireEvent.paste(alt, { clipboardData: { files: [photoFile('pasted.png', 500, 'image/png')], getData: () => '', types: ['Files'] } });
    expect(api.callsTo('POST /api/cms/media')).toHaveLength(0);
  });
});
