import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../testing/fake-api';
import { renderStaffArea } from './render-staff-area';
import { staffToken } from '../../testing/staff-token';
import type { StaffRole } from '../../lib/token-claims';

vi.mock('../../features/cms/components/rich-text-editor', () => ({
  RichTextEditor: ({ id, labelId }: { id: string; labelId: string }) => <textarea id={id} aria-labelledby={labelId} />,
}));

const EDITOR = '/admin/module/entries/cms-system';
const WAIT = { timeout: 5000 };

/** The addresses: each screen the product added has one of its own under the staff layout. */
const SCREENS = [
  { path: '/admin/enquiries', name: 'Enquiries' },
  { path: '/admin/leads', name: 'Where leads come from' },
  { path: '/admin/media', name: 'Media' },
  { path: '/admin/trash', name: 'Trash' },
  { path: '/admin/users', name: 'Users' },
  { path: '/admin/activity', name: 'Activity' },
  { path: '/admin/publishing', name: 'Publishing' },
  { path: '/admin/profile', name: 'Profile' },
];

function signIn(role: StaffRole) {
  localStorage.setItem('token', staffToken({ sub: 'user-1', role, name: 'Ada Admin', preferred_username: 'ada' }));
}

const staffNav = () => screen.getByRole('navigation', { name: 'Staff area' });

describe('the staff area as routes', () => {
  beforeEach(() => {
    // Every screen's data is answered 404: these tests are about which screen opens where.
    fakeApi({});
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it.each(SCREENS)('opens $name at $path, marked as the current page in the navigation', async ({ path, name }) => {
    signIn('administrator');
    const area = renderStaffArea(path);
    expect(await screen.findByRole('heading', { level: 1, name }, WAIT)).toBeVisible();
    expect(area.location.pathname).toBe(path);
    expect(within(staffNav()).getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('aria-current', 'page');
    expect(within(staffNav()).getByRole('link', { name: 'Content' })).not.toHaveAttribute('aria-current');
  });

  it('keeps the spec\'s editor at its address, with its two tabs, and links to every screen an administrator may open', async () => {
    signIn('administrator');
    renderStaffArea(EDITOR);
    expect(await screen.findByRole('heading', { level: 1, name: 'Create New Blog Post/Case Study' }, WAIT)).toBeVisible();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Basic Info', 'Manage Content']);
    expect(within(staffNav()).getByRole('link', { name: 'Content' })).toHaveAttribute('aria-current', 'page');
    expect(within(staffNav()).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([EDITOR, ...SCREENS.map((s) => s.path)]);
    expect(screen.getByRole('button', { name: 'Log out' })).toBeVisible();
  });

  it('sends someone without a token to the login page, with the way back to the screen asked for', async () => {
    const area = renderStaffArea('/admin/media');
    await waitFor(() => expect(area.location.pathname).toBe('/login'));
    expect(new URLSearchParams(area.location.search).get('returnTo')).toBe('/admin/media');
    expect(screen.queryByRole('navigation', { name: 'Staff area' })).not.toBeInTheDocument();
  });

  it.each(SCREENS.map(({ path }) => path.split('/').pop() ?? ''))('redirects the old address ?tab=%s to the screen\'s own', async (tab) => {
    signIn('administrator');
    const area = renderStaffArea(`${EDITOR}?tab=${tab}`);
    await waitFor(() => expect(area.location.pathname).toBe(`/admin/${tab}`));
    expect(area.location.search).toBe('');
  });

  it('still opens the editor on Manage Content from ?tab=manage, the editor\'s own tab', async () => {
    signIn('editor');
    const area = renderStaffArea(`${EDITOR}?tab=manage`);
    expect(await screen.findByRole('tab', { name: 'Manage Content', selected: true }, WAIT)).toBeVisible();
    expect(area.location.pathname).toBe(EDITOR);
  });

  it('opens the editor instead of a screen the role is not offered', async () => {
    signIn('contributor');
    const area = renderStaffArea('/admin/users');
    await waitFor(() => expect(area.location.pathname).toBe(EDITOR));
    expect(await screen.findByRole('tab', { name: 'Basic Info' }, WAIT)).toBeVisible();
    expect(within(staffNav()).queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
  });

  it.each([
    { role: 'contributor' as const, links: ['Content', 'Media', 'Profile'] },
    { role: 'author' as const, links: ['Content', 'Media', 'Trash', 'Profile'] },
    { role: 'editor' as const, links: ['Content', 'Enquiries', 'Where leads come from', 'Media', 'Trash', 'Profile'] },
  ])('offers $role only the screens their role may open', async ({ role, links }) => {
    signIn(role);
    renderStaffArea(EDITOR);
    await screen.findByRole('tab', { name: 'Basic Info' }, WAIT);
    expect(within(staffNav()).getAllByRole('link').map((link) => link.textContent)).toEqual(links);
  });

  it('shows the number of new enquiries beside the inbox\'s link, and asks for it only for a role that has the inbox', async () => {
    const api = fakeApi({ 'GET /api/cms/enquiries/counts': Response.json({ new: 3, read: 1, archived: 0 }) });
    signIn('editor');
    renderStaffArea(EDITOR);
    expect(await within(await screen.findByRole('navigation', { name: 'Staff area' }, WAIT)).findByRole('link', { name: 'Enquiries 3 new' })).toBeVisible();
    expect(api.callsTo('GET /api/cms/enquiries/counts')).toHaveLength(1);
  });

  it('asks an author for no enquiry count', async () => {
    const api = fakeApi({});
    signIn('author');
    renderStaffArea(EDITOR);
    await screen.findByRole('tab', { name: 'Basic Info' }, WAIT);
    expect(api.callsTo('GET /api/cms/enquiries/counts')).toHaveLength(0);
  });

  it('reads a screen\'s first page once: the route\'s loader starts it and the screen shows that answer', async () => {
    const api = fakeApi({
      'GET /api/cms/enquiries': Response.json({ items: [], total: 0, page: 1, pageSize: 20, counts: { new: 0, handled: 0, spam: 0, held: 0 } }),
    });
    signIn('editor');
    renderStaffArea('/admin/enquiries');
    expect(await screen.findByRole('heading', { level: 1, name: 'Enquiries' }, WAIT)).toBeVisible();
    await waitFor(() => expect(api.callsTo('GET /api/cms/enquiries').filter((call) => !call.url.includes('/counts'))).toHaveLength(1));
  });

  it('reads Manage Content\'s first page once when the editor opens on that tab', async () => {
    const api = fakeApi({ 'GET /api/cms/content': Response.json({ items: [], total: 0, offset: 0, limit: 50 }) });
    signIn('editor');
    renderStaffArea(`${EDITOR}?tab=manage`);
    expect(await screen.findByText('No content yet.', {}, WAIT)).toBeVisible();
    expect(api.callsTo('GET /api/cms/content')).toHaveLength(1);
  });
});
