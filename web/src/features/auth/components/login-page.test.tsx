import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { fakeApi, problem } from '../../../testing/fake-api';
import { renderWithSite } from '../../../testing/render-with-site';
import { LoginPage } from './login-page';

function renderLogin(path = '/login', page = <LoginPage />) {
  return renderWithSite(
    <Routes>
      <Route path="/login" element={page} />
      <Route path="/admin/module/entries/cms-system" element={<p>The admin editor</p>} />
    </Routes>,
    { path },
  );
}

async function enterPassword(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Username'), 'anna');
  await user.type(screen.getByLabelText('Password'), 'correct horse battery staple');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('the login page', () => {
  it('sends someone who signed in to the admin editor when no other screen was asked for', async () => {
    fakeApi({ 'POST /api/auth/login': Response.json({ token: 'session-token' }) });
    const user = userEvent.setup({ delay: null });
    renderLogin('/login', <LoginPage />);
    await user.type(screen.getByLabelText('Username'), 'anna');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery staple');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('The admin editor')).toBeVisible();
    expect(localStorage.getItem('token')).toBe('session-token');
  });

  it('is the spec\'s form: username, password, Login, an error area, and the server\'s refusal shown in it', async () => {
    const api = fakeApi({ 'POST /api/auth/login': problem(401, 'Invalid username or password') });
    const user = userEvent.setup({ delay: null });
    renderLogin();
    expect(screen.getByLabelText('Username')).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
    await enterPassword(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
    expect(api.callsTo('POST /api/auth/login')[0]?.body).toEqual({ username: 'anna', password: 'correct horse battery staple' });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('asks for the code from the app when the account has two-step sign-in, then logs in with it', async () => {
    const api = fakeApi({
      'POST /api/auth/login': Response.json({ mfaRequired: true, mfaToken: 'mfa-123' }),
      'POST /api/auth/login/mfa': Response.json({ token: 'session-token' }),
    });
    const user = userEvent.setup({ delay: null });
    renderLogin();
    await enterPassword(user);

    const code = await screen.findByRole('textbox', { name: 'Code' });
    expect(code).toHaveAccessibleDescription(expect.stringContaining('Use a recovery code'));
    expect(localStorage.getItem('token')).toBeNull();
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('The admin editor')).toBeVisible();
    expect(api.callsTo('POST /api/auth/login/mfa')[0]?.body).toEqual({ mfaToken: 'mfa-123', code: '123456' });
    expect(localStorage.getItem('token')).toBe('session-token');
  });

  it('takes a recovery code in the same field, and shows a refused code in the error area', async () => {
    let attempts = 0;
    const api = fakeApi({
      'POST /api/auth/login': Response.json({ mfaRequired: true, mfaToken: 'mfa-123' }),
      'POST /api/auth/login/mfa': () => (++attempts === 1 ? problem(401, 'That code is wrong or was already used') : Response.json({ token: 'session-token' })),
    });
    const user = userEvent.setup({ delay: null });
    renderLogin();
    await enterPassword(user);
    await user.type(await screen.findByRole('textbox', { name: 'Code' }), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('That code is wrong or was already used')).toBeVisible();
    expect(localStorage.getItem('token')).toBeNull();

    await user.clear(screen.getByRole('textbox', { name: 'Code' }));
    await user.type(screen.getByRole('textbox', { name: 'Code' }), ' ABCDE-12345 ');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The admin editor')).toBeVisible();
    expect(api.callsTo('POST /api/auth/login/mfa')[1]?.body).toEqual({ mfaToken: 'mfa-123', code: 'ABCDE-12345' });
  });

  it('answers "Forgot password?" with the same message whatever the address', async () => {
    const api = fakeApi({ 'POST /api/auth/password-reset': new Response(null, { status: 202 }) });
    const user = userEvent.setup({ delay: null });
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await user.type(screen.getByLabelText('E-mail address'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send link' }));

    expect(await screen.findByRole('status')).toHaveTextContent('If that address belongs to a staff account, a link to choose a new password is on its way.');
    expect(api.callsTo('POST /api/auth/password-reset')[0]?.body).toEqual({ email: 'nobody@example.com' });
    await user.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(screen.getByRole('button', { name: 'Login' })).toBeVisible();
  });

  it('leads someone the site requires two-step sign-in of straight to its set-up, then in with the new token', async () => {
    const api = fakeApi({
      'POST /api/auth/login': Response.json({ token: 'setup-only-token', mfaSetupRequired: true }),
      'POST /api/auth/me/mfa/totp': Response.json({ secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x', qrCodeSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>' }),
      'POST /api/auth/me/mfa/totp/confirm': Response.json({ recoveryCodes: Array.from({ length: 10 }, (_, i) => `code${i}-aaaaa`), token: 'full-token' }),
    });
    const user = userEvent.setup({ delay: null });
    renderLogin();
    await enterPassword(user);

    expect(await screen.findByText('JBSWY3DPEHPK3PXP')).toBeVisible();
    const qr = screen.getByRole('img', { name: /QR code/ });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(localStorage.getItem('token')).toBeNull();
    await user.type(screen.getByLabelText('Code from the app'), '654321');
    await user.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));

    expect(await screen.findAllByText(/^code\d-aaaaa$/)).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: /I have saved my codes/ }));
    expect(await screen.findByText('The admin editor')).toBeVisible();
    expect(localStorage.getItem('token')).toBe('full-token');
    expect(api.callsTo('POST /api/auth/me/mfa/totp')[0]?.authorization).toBe('Bearer setup-only-token');
    expect(api.callsTo('POST /api/auth/me/mfa/totp/confirm')[0]?.body).toEqual({ code: '654321' });
  });

  it('still says why a session ended when the editor sent the user here', () => {
    fakeApi({});
    renderLogin('/login?returnTo=%2Fadmin%2Fmodule%2Fentries%2Fcms-system&reason=session-ended');
    expect(screen.getByRole('status')).toHaveTextContent('Your session has ended.');
  });
});
