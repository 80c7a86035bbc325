import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, problem } from '../../../testing/fake-api';
import { renderWithSite } from '../../../testing/render-with-site';
import ActivityPanel from './activity-panel';

const event = (time: string, name: string, username: string, extra: object = {}) => ({ time, event: name, userId: `id-${username}`, username, clientAddress: '203.0.113.7', ...extra });

const AUTH = [event('2025-06-03T09:00:00Z', 'user.invited', 'rita', { reason: 'contributor' }), event('2025-06-01T09:00:00Z', 'login.succeeded', 'anna')];
const CMS = [event('2025-06-04T09:00:00Z', 'content.deleted', 'ben', { itemId: 'x1', title: 'Old post' }), event('2025-06-02T09:00:00Z', 'content.created', 'anna', { itemId: 'x2', title: 'Azure tips' })];
const ENQUIRIES = [event('2025-06-02T12:00:00Z', 'enquiries.exported', 'rita')];

const entries = () => within(screen.getByRole('list', { name: 'Activity, newest first' })).getAllByRole('listitem');

describe('the Activity screen', () => {
  beforeEach(() => localStorage.setItem('token', 'admin-token'));

  it('merges the three services\' activity, newest first, with who, what, when and from where', async () => {
    const api = fakeApi({
      'GET /api/auth/activity': Response.json(AUTH),
      'GET /api/cms/activity': Response.json(CMS),
      'GET /api/cms/enquiries/activity': Response.json(ENQUIRIES),
    });
    renderWithSite(<ActivityPanel />);
    await screen.findByRole('list', { name: 'Activity, newest first' });

    expect(entries().map((entry) => entry.querySelector('time')?.getAttribute('datetime'))).toEqual([
      '2025-06-04T09:00:00Z',
      '2025-06-03T09:00:00Z',
      '2025-06-02T12:00:00Z',
      '2025-06-02T09:00:00Z',
      '2025-06-01T09:00:00Z',
    ]);
    const [deleted] = entries();
    expect(deleted).toHaveTextContent('Deleted content');
    expect(deleted).toHaveTextContent('ben · Old post');
    expect(deleted).toHaveTextContent('From 203.0.113.7');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.calls.map((call) => call.authorization)).toEqual(['Bearer admin-token', 'Bearer admin-token', 'Bearer admin-token']);
  });

  it('names a source that failed and still shows the others', async () => {
    fakeApi({
      'GET /api/auth/activity': Response.json(AUTH),
      'GET /api/cms/activity': Response.json(CMS),
      'GET /api/cms/enquiries/activity': problem(503, 'The enquiry service is unavailable'),
    });
    renderWithSite(<ActivityPanel />);

    expect(await screen.findByRole('alert')).toHaveTextContent('Enquiries activity could not be loaded: The enquiry service is unavailable');
    expect(entries()).toHaveLength(4);
    expect(entries()[0]).toHaveTextContent('Deleted content');
  });
});
