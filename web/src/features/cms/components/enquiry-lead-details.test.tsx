import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import type { Enquiry } from '../../../types/enquiry';
import { EnquiryLeadDetails } from './enquiry-lead-details';

const base: Enquiry = {
  id: 'e2',
  receivedAt: '2026-11-20T01:00:00.000Z',
  form: 'contact',
  page: '/contact-us',
  status: 'new',
  captcha: 'passed',
  spamReason: null,
  firstName: 'Sam',
  lastName: 'Okafor',
  email: 'sam@example.org.au',
  phone: '(03) 5200 1234',
  organisation: null,
  message: 'Second try',
  enquirerType: 'individual',
  userCount: null,
  service: 'other',
  notification: { state: 'sent', attempts: 1, lastError: null, sentAt: '2026-11-20T01:00:05.000Z' },
  attribution: null,
  stage: null,
  assignee: null,
};
const note = { id: 'n1', text: 'Rang, no answer', by: { id: 'u-eden', displayName: 'Eden Editor' }, at: '2026-11-20T03:00:00.000Z' };

describe('the notes and earlier enquiries of a lead', () => {
  beforeEach(() => localStorage.setItem('token', 'editor-token'));

  it('lists the notes and the earlier enquiry when opened, and saves a new note', async () => {
    const api = fakeApi({
      'GET /api/cms/enquiries/e2': Response.json({ ...base, notes: [note], earlier: ['e1'] }),
      'GET /api/cms/enquiries/e1': Response.json({ ...base, id: 'e1', receivedAt: '2026-11-10T01:00:00.000Z', form: 'enquiry', page: '/about', message: 'First try', notes: [], earlier: [] }),
      'POST /api/cms/enquiries/e2/notes': Response.json({ ...note, id: 'n2', text: 'Booked a call' }, { status: 201 }),
    });
    render(<EnquiryLeadDetails enquiry={base} assignees={[]} busy={false} onChange={vi.fn()} />);
    await userEvent.click(screen.getByText('Notes and earlier enquiries'));

    const notes = await screen.findByRole('list', { name: 'Notes on the enquiry from Sam Okafor' });
    expect(within(notes).getByText('Rang, no answer')).toBeVisible();
    expect(notes).toHaveTextContent('Eden Editor');
    const earlier = await screen.findByRole('list', { name: 'Earlier enquiries from sam@example.org.au' });
    expect(earlier).toHaveTextContent('enquiry form on /about, new: First try');

    await userEvent.type(screen.getByRole('textbox', { name: 'Add a note' }), 'Booked a call');
    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
    expect(api.callsTo('POST /api/cms/enquiries/e2/notes').map((call) => call.body)).toEqual([{ text: 'Booked a call' }]);
  });
});
