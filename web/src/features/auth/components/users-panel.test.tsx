import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, noContent, problem } from '../../../testing/fake-api';
import { renderWithSite } from '../../../testing/render-with-site';
import { staffToken } from '../../../testing/staff-token';
import UsersPanel from './users-panel';

const ADMIN = { id: 'u-admin', username: 'root', email: 'root@example.com', displayName: 'Rita Root', role: 'administrator', status: 'active', mfaEnabled: true, lastLoginAt: '2025-06-01T02:00:00Z' };
const ANNA = { id: 'u-anna', username: 'anna', email: 'anna@example.com', displayName: 'Anna', role: 'contributor', status: 'active', mfaEnabled: true, lastLoginAt: null };
const BEN = { id: 'u-ben', username: 'ben', email: null, displayName: 'Ben', role: 'author', status: 'suspended', mfaEnabled: false, lastLoginAt: null };
const INVITATION = { id: 'inv-1', email: 'carl@example.com', role: 'editor', displayName: null, expiresAt: '2030-01-08T00:00:00Z', invitedBy: { id: 'u-admin', displayName: 'Rita Root' } };

function setUp(extra: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    'GET /api/auth/users': Response.json([ADMIN, ANNA, BEN]),
    'GET /api/auth/invitations': Response.json([INVITATION]),
    'GET /api/auth/settings/security': Response.json({ mfaRequiredFor: 'administrators' }),
    ...extra,
  });
  renderWithSite(<UsersPanel />, { path: '/admin/module/entries/cms-system' });
  return api;
}

const row = async (name: string) => screen.findByRole('listitem', { name });

describe('the Users screen (administrators)', () => {
  beforeEach(() => {
    localStorage.setItem('token', staffToken({ sub: 'u-admin', role: 'administrator', name: 'Rita Root' }));
  });

  it('lists each user with role, status, two-step state and last login', async () => {
    setUp();
    const ben = await row('Ben');
    expect(ben).toHaveTextContent('Author');
    expect(ben).toHaveTextContent('Suspended');
    expect(within(ben).getByText('Two-step sign-in').nextSibling).toHaveTextContent('Off');
    expect(within(ben).getByText('Last login').nextSibling).toHaveTextContent('Never');
    expect(await row('Rita Root')).toHaveTextContent('(you)');
    expect(within(await row('Anna')).getByText('Two-step sign-in').nextSibling).toHaveTextContent('On');
  });

  it('invites by e-mail and role and shows the link to copy', async () => {
    const api = setUp({
      'POST /api/auth/invitations': Response.json({ id: 'inv-2', url: 'https://site.example/invitation#tok-2', expiresAt: '2030-01-09T00:00:00Z' }, { status: 201 }),
    });
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('E-mail address'), 'dora@example.com');
    await user.selectOptions(screen.getByLabelText('Role'), 'Author');
    await user.type(screen.getByLabelText('Display name (optional)'), 'Dora');
    await user.click(screen.getByRole('button', { name: 'Invite' }));

    expect(await screen.findByText('https://site.example/invitation#tok-2')).toBeVisible();
    expect(api.callsTo('POST /api/auth/invitations')[0]?.body).toEqual({ email: 'dora@example.com', role: 'author', displayName: 'Dora' });
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeVisible();
    // The pending list is asked for again, so the new invitation appears in it.
    await vi.waitFor(() => expect(api.callsTo('GET /api/auth/invitations')).toHaveLength(2));
  });

  it('names who sent a pending invitation (the API answers the inviter as { id, displayName })', async () => {
    setUp();
    expect(await row('Invitation for carl@example.com')).toHaveTextContent('invited by Rita Root');
  });

  it('revokes a pending invitation', async () => {
    const api = setUp({ 'DELETE /api/auth/invitations/inv-1': noContent() });
    vi.stubGlobal('confirm', () => true);
    const user = userEvent.setup({ delay: null });
    await user.click(within(await row('Invitation for carl@example.com')).getByRole('button', { name: 'Revoke' }));
    await vi.waitFor(() => expect(api.callsTo('DELETE /api/auth/invitations/inv-1')).toHaveLength(1));
  });

  it('changes a role, suspends, reactivates, resets two-step sign-in and removes, each at its own endpoint', async () => {
    const api = setUp({
      'PATCH /api/auth/users/u-anna': Response.json({ ...ANNA, role: 'editor' }),
      'PATCH /api/auth/users/u-ben': Response.json({ ...BEN, status: 'active' }),
      'POST /api/auth/users/u-anna/mfa/reset': noContent(),
      'DELETE /api/auth/users/u-ben': noContent(),
    });
    vi.stubGlobal('confirm', () => true);
    const user = userEvent.setup({ delay: null });

    const anna = await row('Anna');
    await user.selectOptions(within(anna).getByLabelText('Role of Anna'), 'Editor');
    await user.click(within(anna).getByRole('button', { name: 'Change role' }));
    expect(await within(anna).findByText('Anna is now editor.')).toBeVisible();
    await user.click(within(anna).getByRole('button', { name: 'Suspend' }));
    await user.click(within(anna).getByRole('button', { name: 'Reset two-step sign-in' }));
    const ben = await row('Ben');
    expect(within(ben).queryByRole('button', { name: 'Reset two-step sign-in' })).not.toBeInTheDocument();
    await user.click(within(ben).getByRole('button', { name: 'Reactivate' }));
    await user.click(within(ben).getByRole('button', { name: 'Remove' }));

    await vi.waitFor(() => expect(api.callsTo('DELETE /api/auth/users/u-ben')).toHaveLength(1));
    expect(api.callsTo('PATCH /api/auth/users/u-anna').map((call) => call.body)).toEqual([{ role: 'editor' }, { status: 'suspended' }]);
    expect(api.callsTo('POST /api/auth/users/u-anna/mfa/reset')).toHaveLength(1);
    expect(api.callsTo('PATCH /api/auth/users/u-ben').map((call) => call.body)).toEqual([{ status: 'active' }]);
    expect(api.calls.every((call) => call.authorization === `Bearer ${localStorage.getItem('token')}`)).toBe(true);
  });

  it('does nothing when removal is not confirmed', async () => {
    const api = setUp();
    vi.stubGlobal('confirm', () => false);
    const user = userEvent.setup({ delay: null });
    await user.click(within(await row('Ben')).getByRole('button', { name: 'Remove' }));
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
  });

  it('shows the server\'s refusal next to the user it concerns', async () => {
    setUp({ 'PATCH /api/auth/users/u-admin': problem(409, 'The last active administrator cannot be suspended') });
    const user = userEvent.setup({ delay: null });
    const rita = await row('Rita Root');
    await user.click(within(rita).getByRole('button', { name: 'Suspend' }));
    expect(await within(rita).findByRole('alert')).toHaveTextContent('The last active administrator cannot be suspended');
  });

  it('reads and saves who must use two-step sign-in', async () => {
    const api = setUp({ 'PUT /api/auth/settings/security': Response.json({ mfaRequiredFor: 'everyone' }) });
    const user = userEvent.setup({ delay: null });
    const select = screen.getByLabelText('Two-step sign-in is required for');
    await vi.waitFor(() => expect(select).toHaveDisplayValue('Administrators'));
    await user.selectOptions(select, 'Everyone');
    await user.click(screen.getByRole('button', { name: 'Save security setting' }));
    await vi.waitFor(() => expect(api.callsTo('PUT /api/auth/settings/security')[0]?.body).toEqual({ mfaRequiredFor: 'everyone' }));
  });

  it('ends every session of another user after asking (issue 33), and offers it for nobody\'s own row', async () => {
    const api = setUp({ 'POST /api/auth/users/u-anna/sessions/revoke': noContent() });
    vi.stubGlobal('confirm', () => true);
    const user = userEvent.setup({ delay: null });
    expect(within(await row('Rita Root')).queryByRole('button', { name: 'End sessions' })).not.toBeInTheDocument();
    await user.click(within(await row('Anna')).getByRole('button', { name: 'End sessions' }));
    expect(await within(await row('Anna')).findByText('Every session of Anna has ended.')).toBeVisible();
    expect(api.callsTo('POST /api/auth/users/u-anna/sessions/revoke')).toHaveLength(1);
  });
});
