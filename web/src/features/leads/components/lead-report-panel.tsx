import './lead-report.css';
import { useState } from 'react';
import { REPORT_PERIODS_DAYS, type LeadReportView, type ReportPeriodDays } from '@site/contracts';
import { useFirstAnswer } from '../../../lib/first-answer';
import { useAsync } from '../../../lib/use-async';
import { getLeadReport } from '../api/get-lead-report';
import { DEFAULT_REPORT_PERIOD } from '../report-period';
import { WeeklyLeadsChart } from './weekly-leads-chart';

interface CountTableProps {
  caption: string;
  heading: string;
  rows: Array<{ label: string; count: number }>;
}

function CountTable({ caption, heading, rows }: CountTableProps) {
  return (
    <table className="leads-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{heading}</th>
          <th scope="col">Enquiries</th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={2}>None in this period</td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{row.count}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}

/** "Where leads come from": enquiries per week (chart and table) and by source, campaign, landing page and form page. */
export function LeadReportPanel({ first }: { first?: Promise<LeadReportView> }) {
  const [days, setDays] = useState<ReportPeriodDays>(DEFAULT_REPORT_PERIOD);
  const takeFirst = useFirstAnswer(first);
  const state = useAsync(String(days), () => takeFirst() ?? getLeadReport(days));
  const report = state.status === 'ready' ? state.data : null;
  const problem = state.status === 'failed' ? (state.error instanceof Error ? state.error.message : 'The report could not be loaded.') : null;

  return (
    <div className="leads-report">
      <label>
        Period{' '}
        <select value={days} onChange={(event) => setDays(Number(event.target.value) as ReportPeriodDays)}>
          {REPORT_PERIODS_DAYS.map((period) => (
            <option key={period} value={period}>
              Last {period} days
            </option>
          ))}
        </select>
      </label>
      {problem && <p role="alert">{problem}</p>}
      {!report && !problem && <p>Loading...</p>}
      {report && (
        <>
          <p className="leads-report__totals">
            {report.total} {report.total === 1 ? 'enquiry' : 'enquiries'} in the last {days} days, {report.won} won.
          </p>
          <div className="leads-report__weeks">
            <WeeklyLeadsChart weeks={report.byWeek} days={days} />
            <CountTable caption="Enquiries per week" heading="Week starting" rows={report.byWeek.map((week) => ({ label: week.weekStart, count: week.count }))} />
          </div>
          <CountTable caption="By source" heading="Source" rows={report.bySource.map((row) => ({ label: row.source, count: row.count }))} />
          <CountTable caption="By campaign" heading="Campaign" rows={report.byCampaign.map((row) => ({ label: row.campaign, count: row.count }))} />
          <CountTable caption="By landing page" heading="Landing page" rows={report.byLandingPage.map((row) => ({ label: row.page, count: row.count }))} />
          <CountTable caption="By form page" heading="Page of the form" rows={report.byPage.map((row) => ({ label: row.page, count: row.count }))} />
        </>
      )}
    </div>
  );
}
