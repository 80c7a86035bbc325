import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, noContent, problem } from '../../../testing/fake-api';
import { renderWithSite } from '../../../testing/render-with-site';
import ResetPasswordPage from './reset-password-page';

async function choose(user: ReturnType<typeof userEvent.setup>, password: string) {
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Type it again'), password);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('choosing a new password from a reset link', () => {
  it('sends the token from the link with the new password, then says so and links to the login', async () => {
    const api = fakeApi({ 'POST /api/auth/password-reset/complete': noContent() });
    const user = userEvent.setup({ delay: null });
    renderWithSite(<ResetPasswordPage />, { path: '/reset-password#reset-token-9' });
    await choose(user, 'violet tractor umbrella sings');
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(api.callsTo('POST /api/auth/password-reset/complete')[0]?.body).toEqual({ token: 'reset-token-9', password: 'violet tractor umbrella sings' });
  });

  it('shows a weak password refusal next to the field', async () => {
    fakeApi({ 'POST /api/auth/password-reset/complete': problem(400, 'This password is too easy to guess: Repeated characters are easy to guess') });
    const user = userEvent.setup({ delay: null });
    renderWithSite(<ResetPasswordPage />, { path: '/reset-password#reset-token-9' });
    await choose(user, 'aaaaaaaaaaaa');
    expect(await screen.findByText('This password is too easy to guess: Repeated characters are easy to guess')).toBeVisible();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says when the link was used or has expired', async () => {
    fakeApi({ 'POST /api/auth/password-reset/complete': problem(410, 'Gone') });
    const user = userEvent.setup({ delay: null });
    renderWithSite(<ResetPasswordPage />, { path: '/reset-password#reset-token-9' });
    await choose(user, 'violet tractor umbrella sings');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired or was already used');
  });
});
