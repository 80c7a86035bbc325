import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithSite } from '../../../testing/render-with-site';
import { LeadReportPanel } from './lead-report-panel';

const REPORT = {
  total: 5,
  won: 2,
  byWeek: [
    { weekStart: '2026-11-09', count: 1 },
    { weekStart: '2026-11-16', count: 0 },
    { weekStart: '2026-11-23', count: 4 },
  ],
  bySource: [
    { source: 'linkedin', count: 3 },
    { source: '(direct)', count: 2 },
  ],
  byCampaign: [{ campaign: 'spring', count: 3 }],
  byLandingPage: [{ page: '/', count: 5 }],
  byPage: [{ page: '/contact-us', count: 5 }],
};

const rowsOf = (caption: string) =>
  within(screen.getByRole('table', { name: caption }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe('Where leads come from', () => {
  beforeEach(() => localStorage.setItem('token', 'editor-token'));

  it('draws the weeks as a described image with the same numbers in a table, and counts by origin', async () => {
    fakeApi({ 'GET /api/cms/enquiries/report': Response.json(REPORT) });
    renderWithSite(<LeadReportPanel />);

    const chart = await screen.findByRole('img', { name: 'Enquiries per week, last 30 days' });
    expect(chart).toHaveAccessibleDescription(/5 enquiries over 3 weeks; the most in one week was 4/);
    expect(screen.getByText('5 enquiries in the last 30 days, 2 won.')).toBeVisible();
    expect(rowsOf('Enquiries per week')).toEqual(['2026-11-091', '2026-11-160', '2026-11-234']);
    expect(rowsOf('By source')).toEqual(['linkedin3', '(direct)2']);
    expect(rowsOf('By campaign')).toEqual(['spring3']);
    expect(rowsOf('By landing page')).toEqual(['/5']);
    expect(rowsOf('By form page')).toEqual(['/contact-us5']);
  });

  it('asks for the last 90 days when chosen', async () => {
    const api = fakeApi({ 'GET /api/cms/enquiries/report': Response.json(REPORT) });
    renderWithSite(<LeadReportPanel />);
    await screen.findByRole('img', { name: 'Enquiries per week, last 30 days' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'Last 90 days');
    await screen.findByRole('img', { name: 'Enquiries per week, last 90 days' });
    expect(api.calls.map((call) => call.url)).toEqual(['/api/cms/enquiries/report?days=30', '/api/cms/enquiries/report?days=90']);
  });
});
