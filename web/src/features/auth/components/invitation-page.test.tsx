import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { fakeApi, problem } from '../../../testing/fake-api';
import { renderWithSite } from '../../../testing/render-with-site';
import InvitationPage from './invitation-page';

const PREVIEW = { email: 'anna@example.com', role: 'contributor', displayName: 'Anna', expiresAt: '2030-01-08T00:00:00.000Z' };

function renderInvitation(path = '/invitation#invite-token-1') {
  return renderWithSite(
    <Routes>
      <Route path="/invitation" element={<InvitationPage />} />
      <Route path="/admin/module/entries/cms-system" element={<p>The admin editor</p>} />
    </Routes>,
    { path },
  );
}

async function fillForm(user: ReturnType<typeof userEvent.setup>, password: string, again = password) {
  await user.type(await screen.findByLabelText('Username'), 'anna');
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Type it again'), again);
  await user.click(screen.getByRole('button', { name: 'Create my account' }));
}

describe('accepting an invitation', () => {
  it('says who is invited and as what, and states the password rules before anything is typed', async () => {
    const api = fakeApi({ 'POST /api/auth/invitations/preview': Response.json(PREVIEW) });
    renderInvitation();
    expect(await screen.findByText(/invited to write for .* as Contributor/)).toHaveTextContent('anna@example.com');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(expect.stringContaining('At least 12 characters'));
    expect(api.calls[0]).toMatchObject({ url: '/api/auth/invitations/preview', body: { token: 'invite-token-1' } });
  });

  it('shows the server\'s refusal of a weak password next to the password, and keeps the user on the form', async () => {
    fakeApi({
      'POST /api/auth/invitations/preview': Response.json(PREVIEW),
      'POST /api/auth/invitations/accept': problem(400, 'This password is too easy to guess: This is a top-10 common password'),
    });
    const user = userEvent.setup({ delay: null });
    renderInvitation();
    await fillForm(user, 'password1234');

    const password = screen.getByLabelText('Password');
    expect(await screen.findByText('This password is too easy to guess: This is a top-10 common password')).toBeVisible();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(expect.stringContaining('too easy to guess'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('refuses two different passwords before asking the server', async () => {
    const api = fakeApi({ 'POST /api/auth/invitations/preview': Response.json(PREVIEW) });
    const user = userEvent.setup({ delay: null });
    renderInvitation();
    await fillForm(user, 'violet tractor umbrella sings', 'violet tractor umbrella sing');
    expect(screen.getByLabelText('Type it again')).toHaveAccessibleDescription('The two passwords are not the same');
    expect(api.callsTo('POST /api/auth/invitations/accept')).toHaveLength(0);
  });

  it('logs the new user in and opens the editor', async () => {
    const api = fakeApi({
      'POST /api/auth/invitations/preview': Response.json(PREVIEW),
      'POST /api/auth/invitations/accept': Response.json({ token: 'new-session' }, { status: 201 }),
    });
    const user = userEvent.setup({ delay: null });
    renderInvitation();
    await fillForm(user, 'violet tractor umbrella sings');
    expect(await screen.findByText('The admin editor')).toBeVisible();
    expect(localStorage.getItem('token')).toBe('new-session');
    expect(api.callsTo('POST /api/auth/invitations/accept')[0]?.body).toEqual({ token: 'invite-token-1', username: 'anna', password: 'violet tractor umbrella sings' });
  });

  it('says clearly when the invitation has expired or was used, at once or on accepting', async () => {
    fakeApi({ 'POST /api/auth/invitations/preview': problem(410, 'Gone') });
    renderInvitation();
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation has expired or was already used');
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
  });

  it('says the same when the invitation runs out while the form is open', async () => {
    fakeApi({ 'POST /api/auth/invitations/preview': Response.json(PREVIEW), 'POST /api/auth/invitations/accept': problem(410, 'Gone') });
    const user = userEvent.setup({ delay: null });
    renderInvitation();
    await fillForm(user, 'violet tractor umbrella sings');
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation has expired or was already used');
  });

  it('says the link is incomplete when it has no token', async () => {
    const api = fakeApi({});
    renderInvitation('/invitation');
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation link is incomplete');
    expect(api.calls).toHaveLength(0);
  });
});
