import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithSite } from '../../../testing/render-with-site';
import { PublishingSettings } from './publishing-settings';

const DEFAULTS = {
  'seo.title.length': 'warning', 'seo.description.length': 'warning', 'content.heading.h1': 'warning', 'content.heading.order': 'warning',
  'a11y.link.text': 'warning', 'a11y.alt.filename': 'error', 'links.internal.broken': 'error', 'social.image.size': 'warning',
};

describe('the publishing settings (issue 35)', () => {
  beforeEach(() => localStorage.setItem('token', 'a-token'));

  it('shows each rule\'s level and saves a change', async () => {
    const api = fakeApi({
      'GET /api/cms/settings/readiness': Response.json({ levels: DEFAULTS }),
      'PUT /api/cms/settings/readiness': (call) => Response.json(call.body),
    });
    renderWithSite(<PublishingSettings />);
    const broken = await screen.findByLabelText(/Links to this site's posts and case studies lead to published ones/);
    expect(broken).toHaveDisplayValue('Error: stops publishing');
    expect(screen.getByLabelText(/Page title between 30 and 60 characters/)).toHaveDisplayValue('Warning');

    const user = userEvent.setup({ delay: null });
    await user.selectOptions(broken, 'Off');
    await user.selectOptions(screen.getByLabelText(/Page title between 30 and 60 characters/), 'Error: stops publishing');
    await user.click(screen.getByRole('button', { name: 'Save readiness levels' }));
    expect(await screen.findByText('Readiness check levels saved.')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/cms/settings/readiness')[0]?.body).toEqual({
      levels: { ...DEFAULTS, 'links.internal.broken': 'off', 'seo.title.length': 'error' },
    });
  });
});
