import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, noContent, problem } from '../../../testing/fake-api';
import { renderWithSite } from '../../../testing/render-with-site';
import ProfilePanel from './profile-panel';

const ME = {
  id: 'u-anna',
  username: 'anna',
  email: 'anna@example.com',
  displayName: 'Anna',
  role: 'author',
  status: 'active',
  mfaEnabled: false,
  mfaRequired: false,
  recoveryCodesRemaining: 0,
  singleSignOn: false,
  lastLoginAt: '2025-06-01T02:00:00Z',
};
const SESSIONS = [
  { id: 's-here', createdAt: '2025-06-01T02:00:00Z', lastActiveAt: '2025-06-01T03:00:00Z', expiresAt: '2025-06-01T14:00:00Z', current: true, clientAddress: '203.0.113.7', userAgent: 'Firefox on Linux' },
  { id: 's-phone', createdAt: '2025-05-30T02:00:00Z', lastActiveAt: '2025-05-30T03:00:00Z', expiresAt: '2025-05-30T14:00:00Z', current: false, clientAddress: '198.51.100.2', userAgent: 'Safari on iPhone' },
];

function setUp(extra: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ 'GET /api/auth/me': Response.json(ME), 'GET /api/auth/me/sessions': Response.json(SESSIONS), ...extra });
  renderWithSite(
    <Routes>
      <Route path="/admin/module/entries/cms-system" element={<ProfilePanel />} />
      <Route path="/login" element={<p>The login page</p>} />
    </Routes>,
    { path: '/admin/module/entries/cms-system' },
  );
  return api;
}

describe('the Profile screen', () => {
  beforeEach(() => localStorage.setItem('token', 'anna-token'));

  it('changes the password with the current one, and shows a wrong current password next to it', async () => {
    const api = setUp({ 'POST /api/auth/password': problem(400, 'Current password is wrong') });
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Current password'), 'old one wrong');
    await user.type(screen.getByLabelText('New password'), 'violet tractor umbrella sings');
    await user.type(screen.getByLabelText('Type it again'), 'violet tractor umbrella sings');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Current password is wrong')).toBeVisible();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /api/auth/password')[0]?.body).toEqual({ currentPassword: 'old one wrong', newPassword: 'violet tractor umbrella sings' });
  });

  it('turns on two-step sign-in and shows the ten recovery codes once', async () => {
    const api = setUp({
      'POST /api/auth/me/mfa/totp': Response.json({ secret: 'KRSXG5DSNFXGOIDB', otpauthUrl: 'otpauth://totp/x', qrCodeSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>' }),
      'POST /api/auth/me/mfa/totp/confirm': Response.json({ recoveryCodes: Array.from({ length: 10 }, (_, i) => `rc${i}xx-yyyyy`) }),
    });
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByRole('button', { name: 'Set up two-step sign-in' })).toBeDisabled();
    await user.type(screen.getByLabelText('Your password'), 'anna password');
    await user.click(screen.getByRole('button', { name: 'Set up two-step sign-in' }));
    expect(await screen.findByText('KRSXG5DSNFXGOIDB')).toBeVisible();
    await user.type(screen.getByLabelText('Code from the app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    expect(await screen.findAllByText(/^rc\dxx-yyyyy$/)).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Download codes' })).toBeVisible();
    expect(api.callsTo('POST /api/auth/me/mfa/totp')[0]).toMatchObject({ authorization: 'Bearer anna-token', body: { currentPassword: 'anna password' } });
  });

  it('lists the user\'s sessions and ends another one', async () => {
    const api = setUp({ 'DELETE /api/auth/me/sessions/s-phone': noContent() });
    const user = userEvent.setup({ delay: null });
    expect(within(await screen.findByRole('listitem', { name: 'This session' })).queryByRole('button')).not.toBeInTheDocument();
    const endPhone = within(screen.getByRole('listitem', { name: /198\.51\.100\.2/ })).getByRole('button', { name: 'End session' });
    expect(endPhone).toBeDisabled();
    await user.type(screen.getByLabelText('Your password, to end sessions'), 'anna password');
    await user.click(endPhone);
    await vi.waitFor(() => expect(api.callsTo('DELETE /api/auth/me/sessions/s-phone')).toHaveLength(1));
    expect(api.callsTo('DELETE /api/auth/me/sessions/s-phone')[0]?.body).toEqual({ currentPassword: 'anna password' });
  });

  it('logs out everywhere: the server ends every session and this browser forgets its token', async () => {
    const api = setUp({ 'POST /api/auth/logout-everywhere': noContent() });
    vi.stubGlobal('confirm', () => true);
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Your password, to end sessions'), 'anna password');
    await user.click(screen.getByRole('button', { name: 'Log out everywhere' }));
    expect(await screen.findByText('The login page')).toBeVisible();
    expect(api.callsTo('POST /api/auth/logout-everywhere')[0]?.body).toEqual({ currentPassword: 'anna password' });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('changes the e-mail address only with the password, and says a link went to the new one', async () => {
    const api = setUp({ 'PATCH /api/auth/me': Response.json({ pendingEmail: 'anna@new.example.com', expiresAt: '2025-06-02T02:00:00Z' }, { status: 202 }) });
    const user = userEvent.setup({ delay: null });
    const email = await screen.findByLabelText('E-mail address');
    expect(screen.queryByLabelText('Your password, to change the e-mail address')).not.toBeInTheDocument();
    await user.clear(email);
    await user.type(email, 'anna@new.example.com');
    await user.type(screen.getByLabelText('Your password, to change the e-mail address'), 'anna password');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/We sent a link to anna@new\.example\.com/)).toBeVisible();
    expect(api.callsTo('PATCH /api/auth/me')[0]?.body).toEqual({ displayName: 'Anna', email: 'anna@new.example.com', currentPassword: 'anna password' });
  });

  it('saves the display name alone without asking for the password', async () => {
    const api = setUp({ 'PATCH /api/auth/me': Response.json({ ...ME, displayName: 'Anna B' }) });
    const user = userEvent.setup({ delay: null });
    const name = await screen.findByLabelText('Display name');
    await user.clear(name);
    await user.type(name, 'Anna B');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeVisible();
    expect(api.callsTo('PATCH /api/auth/me')[0]?.body).toEqual({ displayName: 'Anna B' });
  });

  it('lets a single sign-on user end other sessions after confirming at the provider, with no password field', async () => {
    const api = setUp({
      'GET /api/auth/me': Response.json({ ...ME, singleSignOn: true }),
      'GET /api/auth/oidc': Response.json({ buttonLabel: 'Sign in with Microsoft', required: false }),
      'DELETE /api/auth/me/sessions/s-phone': noContent(),
    });
    const user = userEvent.setup({ delay: null });
    const sessions = within((await screen.findByRole('heading', { name: 'Where you are logged in' })).closest('section') as HTMLElement);
    expect(sessions.queryByLabelText(/Your password/)).toBeNull();
    expect(await sessions.findByRole('button', { name: 'Confirm with Microsoft' })).toBeVisible();
    await user.click(within(screen.getByRole('listitem', { name: /198\.51\.100\.2/ })).getByRole('button', { name: 'End session' }));
    await vi.waitFor(() => expect(api.callsTo('DELETE /api/auth/me/sessions/s-phone')).toHaveLength(1));
    expect(api.callsTo('DELETE /api/auth/me/sessions/s-phone')[0]?.body).toEqual({});
  });
});
