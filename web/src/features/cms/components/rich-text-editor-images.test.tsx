import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { fakeApi, problem, type ApiCall } from '../../../testing/fake-api';
import { photoFile, sendUploadsThroughFetch } from '../../../testing/fake-upload';
import { renderWithSite } from '../../../testing/render-with-site';
import { RichTextEditor } from './rich-text-editor';

/** What POST /api/cms/media answers (issue 25's contract). */
const UPLOADED = {
  id: 'media-1',
  url: '/media/3f9a1c2e.jpg',
  width: 1600,
  height: 1200,
  alt: null,
  bytes: 412_000,
  variants: [
    { width: 320, format: 'webp', url: '/media/3f9a1c2e-320.webp' },
    { width: 320, format: 'avif', url: '/media/3f9a1c2e-320.avif' },
  ],
};
const created = () => Response.json(UPLOADED, { status: 201 });

/** The editor as the form holds it: the HTML it last reported is what would be saved. */
let savedHtml = '';
function Editor({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  const change = (html: string) => {
    savedHtml = html;
    setValue(html);
  };
  return (
    <>
      <span id="content-label">Content</span>
      <RichTextEditor id="content" labelId="content-label" value={value} onChange={change} />
    </>
  );
}

const savedDocument = () => new DOMParser().parseFromString(savedHtml, 'text/html');
const savedParagraphs = () => Array.from(savedDocument().querySelectorAll('p'));
const savedImage = (src: string) => savedDocument().querySelector(`img[src="${src}"]`);
const editable = () => screen.getByRole('textbox', { name: 'Content' });
const uploadedFile = (call: ApiCall | undefined) => (call?.body instanceof FormData ? call.body.get('file') : null);

async function chooseWithImageButton(user: ReturnType<typeof userEvent.setup>, file: File) {
  await user.click(await screen.findByRole('button', { name: 'Insert image' }));
  // Quill adds its file input to the toolbar when the button is first pressed.
  const input = document.querySelector<HTMLInputElement>('.ql-toolbar input[type=file]');
  expect(input).not.toBeNull();
  await user.upload(input!, file);
}

async function describeAndInsert(user: ReturnType<typeof userEvent.setup>, alt: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Insert an image' });
  const insert = within(dialog).getByRole('button', { name: 'Insert image' });
  await vi.waitFor(() => expect(insert).toBeEnabled());
  await user.type(within(dialog).getByLabelText('Alt text'), alt);
  await user.click(insert);
  await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('images in the editor (issue 25)', () => {
  beforeEach(() => {
    localStorage.setItem('token', 'a-token');
    sendUploadsThroughFetch();
    savedHtml = '';
  });

  it('the image button uploads the chosen photo with its progress, then inserts it by its /media/ address with the alt text asked for', async () => {
    let answer: (response: Response) => void = () => undefined;
    const api = fakeApi({ 'POST /api/cms/media': () => new Promise<Response>((resolve) => (answer = resolve)), 'PATCH /api/cms/media/media-1': Response.json({ ...UPLOADED, alt: 'A site office' }) });
    renderWithSite(<Editor />);
    const user = userEvent.setup({ delay: null });
    await chooseWithImageButton(user, photoFile('site-office.jpg', 4000));

    const dialog = await screen.findByRole('dialog', { name: 'Insert an image' });
    expect(await within(dialog).findByText('Uploading site-office.jpg: 50%')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Insert image' })).toBeDisabled();
    const post = api.callsTo('POST /api/cms/media')[0];
    expect(post?.authorization).toBe('Bearer a-token');
    expect((uploadedFile(post) as File).name).toBe('site-office.jpg');

    answer(created());
    await describeAndInsert(user, 'A site office with two desks');
    const image = editable().querySelector('img');
    expect(image).toHaveAttribute('src', '/media/3f9a1c2e.jpg');
    expect(image).toHaveAttribute('alt', 'A site office with two desks');
    expect(image).toHaveAttribute('width', '1600');
    expect(image).toHaveAttribute('height', '1200');
    expect(savedHtml).toContain('<img src="/media/3f9a1c2e.jpg"');
    expect(savedHtml).not.toContain('data:');
    // The library learns the description too.
    await vi.waitFor(() => expect(api.callsTo('PATCH /api/cms/media/media-1')[0]?.body).toEqual({ alt: 'A site office with two desks' }));
  });

  it('a pasted photo is uploaded and inserted by reference, never as a data: URI; marked decorative it gets an empty alt', async () => {
    const api = fakeApi({ 'POST /api/cms/media': created, 'PATCH /api/cms/media/media-1': Response.json({ ...UPLOADED, alt: '' }) });
    renderWithSite(<Editor />);
    const user = userEvent.setup({ delay: null });
    await user.click(editable());
    fireEvent.paste(editable(), { clipboardData: { files: [photoFile('pasted.png', 1000, 'image/png')], getData: () => '', types: ['Files'] } });

    const dialog = await screen.findByRole('dialog', { name: 'Insert an image' });
    await vi.waitFor(() => expect(within(dialog).getByRole('button', { name: 'Insert image' })).toBeEnabled());
    await user.click(within(dialog).getByLabelText(/Decorative image/));
    await user.click(within(dialog).getByRole('button', { name: 'Insert image' }));

    expect((uploadedFile(api.callsTo('POST /api/cms/media')[0]) as File).name).toBe('pasted.png');
    await vi.waitFor(() => expect(savedHtml).toContain('src="/media/3f9a1c2e.jpg"'));
    // content-service's mark for "decorative on purpose": alt="" with data-decorative="true".
    expect(savedImage('/media/3f9a1c2e.jpg')).toHaveAttribute('alt', '');
    expect(savedImage('/media/3f9a1c2e.jpg')).toHaveAttribute('data-decorative', 'true');
    expect(savedHtml).not.toContain('data:');
  });

  it('a dropped photo is uploaded and inserted by reference', async () => {
    const api = fakeApi({ 'POST /api/cms/media': created, 'PATCH /api/cms/media/media-1': Response.json(UPLOADED) });
    renderWithSite(<Editor initial="<p>Before the photo.</p>" />);
    const user = userEvent.setup({ delay: null });
    // There is no layout in the test DOM: the drop point is the end of the first paragraph.
    const text = editable().querySelector('p')!.firstChild!;
    Object.defineProperty(document, 'caretRangeFromPoint', {
      configurable: true,
      value: () => {
        const range = document.createRange();
        range.setStart(text, text.textContent!.length);
        return range;
      },
    });
    onTestFinished(() => {
      Reflect.deleteProperty(document, 'caretRangeFromPoint');
    });
    fireEvent.drop(editable(), { dataTransfer: { files: [photoFile('dropped.jpg')], types: ['Files'] } });

    await describeAndInsert(user, 'A builder on a roof');
    expect((uploadedFile(api.callsTo('POST /api/cms/media')[0]) as File).name).toBe('dropped.jpg');
    const [paragraph] = savedParagraphs();
    expect(paragraph?.textContent).toBe('Before the photo.');
    expect(paragraph?.querySelector('img')?.outerHTML).toMatch(/^<img src="\/media\/3f9a1c2e.jpg"/);
    expect(paragraph?.querySelector('img')).toHaveAttribute('alt', 'A builder on a roof');
  });

  it('an upload the server refuses shows its message, inserts nothing and keeps what was typed', async () => {
    fakeApi({ 'POST /api/cms/media': problem(415, 'This file is not an accepted image: SVG and text files are refused') });
    renderWithSite(<Editor />);
    const user = userEvent.setup({ delay: null });
    await user.type(editable(), 'My unsaved paragraph');
    const typed = savedHtml;
    expect(typed).toContain('My unsaved paragraph');
    await chooseWithImageButton(user, photoFile('drawing.svg', 300, 'image/svg+xml'));

    const dialog = await screen.findByRole('dialog', { name: 'Insert an image' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('drawing.svg was not uploaded: This file is not an accepted image: SVG and text files are refused');
    expect(within(dialog).getByRole('button', { name: 'Insert image' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(savedHtml).toBe(typed);
    expect(editable().querySelector('img')).toBeNull();
  });

  it('a file over the size limit is refused in words even when the proxy answers 413 with a page of its own', async () => {
    fakeApi({ 'POST /api/cms/media': new Response('<html><body>413 Request Entity Too Large</body></html>', { status: 413, headers: { 'Content-Type': 'text/html' } }) });
    renderWithSite(<Editor />);
    await chooseWithImageButton(userEvent.setup({ delay: null }), photoFile('huge.jpg', 5000));
    expect(await screen.findByRole('alert')).toHaveTextContent('huge.jpg was not uploaded: This file is too large to upload.');
  });

  it('asks again when neither alt text nor decorative is given', async () => {
    fakeApi({ 'POST /api/cms/media': created });
    renderWithSite(<Editor />);
    const user = userEvent.setup({ delay: null });
    await chooseWithImageButton(user, photoFile());
    const dialog = await screen.findByRole('dialog', { name: 'Insert an image' });
    await vi.waitFor(() => expect(within(dialog).getByRole('button', { name: 'Insert image' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Insert image' }));

    expect(within(dialog).getByRole('alert')).toHaveTextContent('Describe the image, or mark it as decorative.');
    expect(within(dialog).getByLabelText('Alt text')).toHaveAttribute('aria-invalid', 'true');
    expect(editable().querySelector('img')).toBeNull();
  });

  it('lists the images publishing would be refused for (no alt, or a bare empty alt) and describes one in place', async () => {
    const initial =
      '<p>Intro</p><p><img src="/media/aa11.jpg" width="800" height="600"></p><p><img src="/media/bb22.jpg" alt="" data-decorative="true"></p><p><img src="/media/cc33.jpg" alt=""></p>';
    savedHtml = initial;
    renderWithSite(<Editor initial={initial} />);
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByText(/2 images have no alt text: publishing is refused/)).toBeVisible();
    expect(screen.getByText('Image 1 (aa11.jpg)')).toBeVisible();
    expect(screen.getByText('Image 3 (cc33.jpg)')).toBeVisible();
    expect(screen.queryByText(/Image 2/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add alt text to image 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Describe image 1' });
    await user.type(within(dialog).getByLabelText('Alt text'), 'The team at work');
    await user.click(within(dialog).getByRole('button', { name: 'Save alt text' }));

    await vi.waitFor(() => expect(savedImage('/media/aa11.jpg')).toHaveAttribute('alt', 'The team at work'));
    expect(savedImage('/media/aa11.jpg')).toHaveAttribute('width', '800');
    // The decorative one keeps its mark.
    expect(savedImage('/media/bb22.jpg')).toHaveAttribute('alt', '');
    expect(savedImage('/media/bb22.jpg')).toHaveAttribute('data-decorative', 'true');
    expect(await screen.findByText(/An image has no alt text: publishing is refused/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add alt text to image 3' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Describe image 3' })).getByLabelText(/Decorative image/));
    await user.click(screen.getByRole('button', { name: 'Save alt text' }));
    await vi.waitFor(() => expect(savedImage('/media/cc33.jpg')).toHaveAttribute('data-decorative', 'true'));
    expect(screen.queryByText(/no alt text: publishing is refused/)).not.toBeInTheDocument();
  });
});
