import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, noContent, problem } from '../../../testing/fake-api';
import { renderWithSite } from '../../../testing/render-with-site';
import ConfirmEmailPage from './confirm-email-page';

describe('opening the link sent to a new e-mail address', () => {
  it('sends the token from the fragment in the body, and says the address is confirmed', async () => {
    const api = fakeApi({ 'POST /api/auth/me/email/confirm': noContent() });
    renderWithSite(<ConfirmEmailPage />, { path: '/confirm-email#email-token-3' });
    expect(await screen.findByRole('status')).toHaveTextContent('Your new e-mail address is confirmed');
    expect(api.callsTo('POST /api/auth/me/email/confirm')[0]).toMatchObject({ url: '/api/auth/me/email/confirm', body: { token: 'email-token-3' } });
  });

  it('says when the link was used or has expired', async () => {
    fakeApi({ 'POST /api/auth/me/email/confirm': problem(410, 'Gone') });
    renderWithSite(<ConfirmEmailPage />, { path: '/confirm-email#email-token-3' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired or was already used');
  });
});
