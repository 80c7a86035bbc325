import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { photoFile, sendUploadsThroughFetch } from '../../../testing/fake-upload';
import { renderWithSite } from '../../../testing/render-with-site';
import { FeaturedImageField } from './featured-image-field';

const LIBRARY_PHOTO = {
  id: 'media-7',
  url: '/media/0a1b2c3d4e5f6a7b-1920x1280-1920.jpeg',
  width: 1920,
  height: 1280,
  alt: 'Two engineers at a server rack',
  decorative: false,
  bytes: 2_400_000,
  fileName: 'rack.jpg',
  usedBy: [],
  variants: [
    { width: 320, format: 'avif', url: '/media/0a1b2c3d4e5f6a7b-1920x1280-320.avif' },
    { width: 320, format: 'webp', url: '/media/0a1b2c3d4e5f6a7b-1920x1280-320.webp' },
  ],
};

let fields = { imageUrl: '', imageAlt: '' };
function Form({ initialUrl = '' }: { initialUrl?: string }) {
  const [state, setState] = useState({ imageUrl: initialUrl, imageAlt: '' });
  const change = (field: 'imageUrl' | 'imageAlt', value: string) => {
    setState((current) => {
      fields = { ...current, [field]: value };
      return fields;
    });
  };
  return <FeaturedImageField imageUrl={state.imageUrl} imageAlt={state.imageAlt} onChange={change} />;
}

describe('the featured image (issue 25)', () => {
  beforeEach(() => {
    localStorage.setItem('token', 'a-token');
    sendUploadsThroughFetch();
    fields = { imageUrl: '', imageAlt: '' };
  });

  it('warns that an http: image is blocked as mixed content, and not for https:', async () => {
    renderWithSite(<Form />);
    const user = userEvent.setup({ delay: null });
    const url = screen.getByLabelText('Featured image URL');
    await user.type(url, 'http://example.com/team.jpg');
    expect(screen.getByRole('alert')).toHaveTextContent('An http: image is blocked as mixed content on an https site');
    expect(url).toHaveAccessibleDescription(/blocked as mixed content/);

    await user.clear(url);
    await user.type(url, 'https://example.com/team.jpg');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fields.imageUrl).toBe('https://example.com/team.jpg');
  });

  it('is chosen from the media library, with its alt text offered and editable', async () => {
    const api = fakeApi({ 'GET /api/cms/media': Response.json({ items: [LIBRARY_PHOTO], total: 1 }) });
    renderWithSite(<Form />);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Choose from library' }));
    const picker = await screen.findByRole('dialog', { name: 'Choose from the media library' });
    const choice = await within(picker).findByRole('button', { name: /Choose rack\.jpg/ });
    // The thumbnail is the smallest variant, not the 1920 px file.
    expect(choice.querySelector('img')).toHaveAttribute('src', '/media/0a1b2c3d4e5f6a7b-1920x1280-320.webp');
    await user.click(choice);

    const describe = await screen.findByRole('dialog', { name: 'Featured image' });
    expect(within(describe).getByLabelText('Alt text')).toHaveValue('Two engineers at a server rack');
    await user.type(within(describe).getByLabelText('Alt text'), ' in Geelong');
    await user.click(within(describe).getByRole('button', { name: 'Use this image' }));

    // Spec 2.13: the field is of URL type; the library image is shown as its address on this site, stored as its path.
    expect(screen.getByLabelText('Featured image URL')).toHaveAttribute('type', 'url');
    expect(screen.getByLabelText('Featured image URL')).toHaveValue(`${window.location.origin}/media/0a1b2c3d4e5f6a7b-1920x1280-1920.jpeg`);
    expect(screen.getByLabelText('Featured image URL')).toBeValid();
    expect(fields.imageUrl).toBe('/media/0a1b2c3d4e5f6a7b-1920x1280-1920.jpeg');
    expect(screen.getByLabelText('Image alt text')).toHaveValue('Two engineers at a server rack in Geelong');
    expect(api.callsTo('GET /api/cms/media')[0]?.authorization).toBe('Bearer a-token');
  });

  it('is uploaded on the spot, described, and the library told its alt text', async () => {
    const uploaded = { ...LIBRARY_PHOTO, id: 'media-8', alt: null, fileName: 'office.jpg', url: '/media/99aa-1600x900-1600.jpeg' };
    const api = fakeApi({ 'POST /api/cms/media': Response.json(uploaded, { status: 201 }), 'PATCH /api/cms/media/media-8': Response.json({ ...uploaded, alt: 'Our Geelong office' }) });
    renderWithSite(<Form />);
    const user = userEvent.setup({ delay: null });
    await user.upload(screen.getByLabelText('Featured image file'), photoFile('office.jpg'));

    const describe = await screen.findByRole('dialog', { name: 'Featured image' });
    await vi.waitFor(() => expect(within(describe).getByRole('button', { name: 'Use this image' })).toBeEnabled());
    await user.type(within(describe).getByLabelText('Alt text'), 'Our Geelong office');
    await user.click(within(describe).getByRole('button', { name: 'Use this image' }));

    expect(fields).toEqual({ imageUrl: '/media/99aa-1600x900-1600.jpeg', imageAlt: 'Our Geelong office' });
    expect(((api.callsTo('POST /api/cms/media')[0]?.body as FormData).get('file') as File).name).toBe('office.jpg');
    await vi.waitFor(() => expect(api.callsTo('PATCH /api/cms/media/media-8')[0]?.body).toEqual({ alt: 'Our Geelong office' }));
  });

  it('is a URL-type field that refuses a bare path and keeps an external address as typed', async () => {
    renderWithSite(<Form />);
    const user = userEvent.setup({ delay: null });
    const url = screen.getByLabelText('Featured image URL');
    expect(url).toHaveAttribute('type', 'url');
    await user.type(url, 'team.jpg');
    expect(url).toBeInvalid();
    await user.clear(url);
    await user.type(url, 'https://cdn.example.org/team.jpg');
    expect(url).toBeValid();
    expect(fields.imageUrl).toBe('https://cdn.example.org/team.jpg');
  });

  it('says next to the alt field that publishing needs it once an image is set', async () => {
    renderWithSite(<Form initialUrl="https://example.com/a.jpg" />);
    expect(screen.getByLabelText('Image alt text')).toHaveAccessibleDescription(/Publishing needs alt text for the featured image/);
    await userEvent.setup({ delay: null }).type(screen.getByLabelText('Image alt text'), 'A laptop');
    expect(screen.queryByText(/Publishing needs alt text/)).not.toBeInTheDocument();
  });
});
