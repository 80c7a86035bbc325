import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithSite } from '../../../testing/render-with-site';
import { ReviewDecisionForm } from './review-decision-form';

const fill = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(screen.getByLabelText('Your name'), 'Priya Raman');
  await user.type(screen.getByLabelText('Your e-mail'), 'priya@acme.example');
  await user.type(screen.getByLabelText('Comment (optional)'), 'Please fix the client name.');
};

describe('the reviewer\'s form (issue 35)', () => {
  it('sends Request changes with the version read, and thanks the reviewer', async () => {
    const api = fakeApi({ 'POST /api/reviews/decision': Response.json({}, { status: 201 }) });
    renderWithSite(<ReviewDecisionForm token="t0ken" version={4} />);
    const user = userEvent.setup({ delay: null });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Request changes' }));
    expect(await screen.findByText('Thank you: your request for changes was sent to the author.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/reviews/decision')[0]?.body).toEqual({
      token: 't0ken', version: 4, decision: 'changes', name: 'Priya Raman', email: 'priya@acme.example', comment: 'Please fix the client name.',
    });
  });

  it('says why a withdrawn link took no decision', async () => {
    fakeApi({ 'POST /api/reviews/decision': Response.json({ statusCode: 410, error: 'This review link has expired or was withdrawn.' }, { status: 410 }) });
    renderWithSite(<ReviewDecisionForm token="t0ken" version={4} />);
    const user = userEvent.setup({ delay: null });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This review link has expired or was withdrawn.');
  });
});
