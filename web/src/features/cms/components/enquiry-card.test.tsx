import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Enquiry } from '../../../types/enquiry';
import { EnquiryCard } from './enquiry-card';

const enquiry = (status: Enquiry['status']): Enquiry => ({
  id: 'e1',
  receivedAt: '2026-05-01T01:00:00.000Z',
  form: 'enquiry',
  page: '/about',
  status,
  captcha: 'passed',
  spamReason: null,
  firstName: 'Jane',
  lastName: 'Citizen',
  email: 'jane@example.com.au',
  phone: '+61 3 5200 1234',
  organisation: null,
  message: 'Hello',
  enquirerType: null,
  userCount: null,
  service: null,
  notification: { state: 'not-sent', attempts: 0, lastError: null, sentAt: null },
  attribution: null,
  stage: null,
  assignee: null,
});

function renderCard(status: Enquiry['status']) {
  const actions = { onStatus: vi.fn(), onRelease: vi.fn(), onDelete: vi.fn() };
  render(<EnquiryCard enquiry={enquiry(status)} busy={false} {...actions} />);
  return actions;
}

describe('EnquiryCard', () => {
  it('shows a held enquiry as held, says why it was not e-mailed, and releases it', async () => {
    const actions = renderCard('held');
    expect(screen.getByText('Held', { exact: true })).toBeVisible();
    expect(screen.getByText(/more enquiries than usual came from the sender's address/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Mark as new' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Release' }));
    expect(actions.onRelease).toHaveBeenCalledTimes(1);
    expect(actions.onStatus).not.toHaveBeenCalled();
  });

  it('offers no Release for an enquiry that is not held', () => {
    renderCard('new');
    expect(screen.queryByRole('button', { name: 'Release' })).toBeNull();
  });
});
