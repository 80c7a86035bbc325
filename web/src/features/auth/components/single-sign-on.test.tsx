import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithSite } from '../../../testing/render-with-site';
import { LoginPage } from './login-page';

function renderLogin(path: string) {
  return renderWithSite(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/admin/module/entries/cms-system" element={<p>The admin editor</p>} />
    </Routes>,
    { path },
  );
}

describe('Sign in with Microsoft on /login (issue 33)', () => {
  it('offers the button the site names, as a link to start at the identity provider', async () => {
    fakeApi({ 'GET /api/auth/oidc': Response.json({ buttonLabel: 'Sign in with Microsoft', required: false }) });
    renderLogin('/login');
    expect(await screen.findByRole('link', { name: 'Sign in with Microsoft' })).toHaveAttribute('href', '/api/auth/oidc/start');
    expect(screen.getByRole('button', { name: 'Login' })).toBeVisible();
  });

  it('offers no button when the site has no single sign-on', async () => {
    const api = fakeApi({ 'GET /api/auth/oidc': Response.json({ buttonLabel: null, required: false }) });
    renderLogin('/login');
    await vi.waitFor(() => expect(api.callsTo('GET /api/auth/oidc')).toHaveLength(1));
    expect(screen.queryByRole('link', { name: /Sign in with/ })).not.toBeInTheDocument();
  });

  it('takes the session the provider\'s way back brought in the fragment, and opens the staff area', async () => {
    fakeApi({});
    renderLogin('/login#sso=session-from-sso');
    expect(await screen.findByText('The admin editor')).toBeVisible();
    expect(localStorage.getItem('token')).toBe('session-from-sso');
  });

  it('says why when the provider\'s account has no role here', async () => {
    fakeApi({ 'GET /api/auth/oidc': Response.json({ buttonLabel: 'Sign in with Microsoft', required: false }) });
    renderLogin('/login#sso-error=no-role');
    expect(await screen.findByText(/is in no group that has a role on this site/)).toHaveAttribute('role', 'alert');
    expect(localStorage.getItem('token')).toBeNull();
  });
});
