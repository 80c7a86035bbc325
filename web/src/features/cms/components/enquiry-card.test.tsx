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

describe('EnquiryCard, the lead pipeline (issue 36)', () => {
  const lead: Enquiry = {
    ...enquiry('new'),
    attribution: { landingPage: '/', referrerHost: 'www.linkedin.com', utm: { source: 'linkedin', campaign: 'spring' } },
    stage: 'contacted',
    assignee: { id: 'u-eden', displayName: 'Eden Editor' },
  };
  const ASSIGNEES = [
    { id: 'u-ada', displayName: 'Ada Administrator' },
    { id: 'u-eden', displayName: 'Eden Editor' },
  ];

  it('says where the visit came from, shows the stage and assignee, and changes them', async () => {
    const onLeadChange = vi.fn();
    render(<EnquiryCard enquiry={lead} busy={false} onStatus={vi.fn()} onRelease={vi.fn()} onDelete={vi.fn()} assignees={ASSIGNEES} onLeadChange={onLeadChange} />);
    expect(screen.getByText('Came from linkedin, campaign spring; landed on /')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Stage' })).toHaveValue('contacted');
    expect(screen.getByRole('combobox', { name: 'Assigned to' })).toHaveValue('u-eden');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Stage' }), 'Won');
    expect(onLeadChange).toHaveBeenLastCalledWith({ stage: 'won' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Assigned to' }), 'Nobody');
    expect(onLeadChange).toHaveBeenLastCalledWith({ assigneeId: null });
  });
});
