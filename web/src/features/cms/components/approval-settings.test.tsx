import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithSite } from '../../../testing/render-with-site';
import { ApprovalSettings } from './approval-settings';

describe('approval before publishing (issue 35)', () => {
  beforeEach(() => localStorage.setItem('token', 'a-token'));

  it('shows each type off by default and saves case studies as required', async () => {
    const api = fakeApi({
      'GET /api/cms/settings/publishing': Response.json({ approvalRequired: { blog: false, 'case-study': false } }),
      'PUT /api/cms/settings/publishing': (call) => Response.json(call.body),
    });
    renderWithSite(<ApprovalSettings />);
    const caseStudies = await screen.findByRole('checkbox', { name: 'Case studies' });
    expect(caseStudies).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Blog posts' })).not.toBeChecked();

    const user = userEvent.setup({ delay: null });
    await user.click(caseStudies);
    await user.click(screen.getByRole('button', { name: 'Save approval settings' }));
    expect(await screen.findByText('Approval settings saved.')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/cms/settings/publishing')[0]?.body).toEqual({ approvalRequired: { blog: false, 'case-study': true } });
    expect(screen.getByRole('checkbox', { name: 'Case studies' })).toBeChecked();
  });
});
