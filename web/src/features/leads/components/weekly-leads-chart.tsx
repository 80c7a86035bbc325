import type { LeadReportView } from '@site/contracts';

const WIDTH = 640;
const HEIGHT = 200;
const AXIS = 24;

/**
 * Enquiries per week as bars, drawn as SVG. The image has a title and a description that say what it shows;
 * the table beside it carries the same numbers for anyone who cannot see the bars.
 */
export function WeeklyLeadsChart({ weeks, days }: { weeks: LeadReportView['byWeek']; days: number }) {
  const most = Math.max(1, ...weeks.map((week) => week.count));
  const slot = weeks.length > 0 ? WIDTH / weeks.length : WIDTH;
  const total = weeks.reduce((sum, week) => sum + week.count, 0);
  const name = `Enquiries per week, last ${days} days`;
  return (
    <svg className="leads-chart" viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`} role="img" aria-label={name} aria-describedby="leads-chart-description">
      <title>{name}</title>
      <desc id="leads-chart-description">
        {total} enquiries over {weeks.length} weeks; the most in one week was {most}. The table “Enquiries per week” has each week’s number.
      </desc>
      <g aria-hidden="true">
      {weeks.map((week, index) => {
        const height = Math.round((week.count / most) * (HEIGHT - 20));
        const x = index * slot + slot * 0.15;
        return (
          <g key={week.weekStart}>
            <rect x={x} y={HEIGHT - height} width={slot * 0.7} height={height} fill="currentColor" />
            <text x={x + slot * 0.35} y={HEIGHT - height - 4} textAnchor="middle" fontSize="12">
              {week.count}
            </text>
            <text x={x + slot * 0.35} y={HEIGHT + 16} textAnchor="middle" fontSize="11">
              {week.weekStart.slice(5)}
            </text>
          </g>
        );
      })}
      </g>
    </svg>
  );
}
