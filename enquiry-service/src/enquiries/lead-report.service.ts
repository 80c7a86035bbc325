import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '@site/nest-server-kit';
import type { ConfigType } from '@nestjs/config';
import type { LeadReportView } from '@site/contracts';
import { enquiryConfig } from '../config/enquiry.config';
import { DIRECT_SOURCE, NOT_RECORDED, type ReportPeriodDays } from './enquiry-fields';
import { EnquiryRepository } from './enquiry.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** "Where leads come from" (issue 36 item 3): enquiries of the last 30 or 90 days, spam left out, per week and by origin. */
@Injectable()
export class LeadReportService {
  constructor(
    private readonly enquiries: EnquiryRepository,
    private readonly clock: Clock,
    @Inject(enquiryConfig.KEY) private readonly config: ConfigType<typeof enquiryConfig>,
  ) {}

  async report(days: ReportPeriodDays): Promise<LeadReportView> {
    const [totals, weeks, bySource, byCampaign, byLandingPage, byPage] = await Promise.all([
      this.enquiries.reportTotals(days),
      this.enquiries.countByWeek(days, this.config.siteTimeZone),
      this.enquiries.countByGroup('source', days, DIRECT_SOURCE),
      this.enquiries.countByGroup('campaign', days, NOT_RECORDED),
      this.enquiries.countByGroup('landingPage', days, NOT_RECORDED),
      this.enquiries.countByGroup('page', days, NOT_RECORDED),
    ]);
    return {
      ...totals,
      byWeek: everyWeek(weeks, this.weekStartsSince(days)),
      bySource: bySource.map(({ key, count }) => ({ source: key, count })),
      byCampaign: byCampaign.map(({ key, count }) => ({ campaign: key, count })),
      byLandingPage: byLandingPage.map(({ key, count }) => ({ page: key, count })),
      byPage: byPage.map(({ key, count }) => ({ page: key, count })),
    };
  }

  /** The Mondays (YYYY-MM-DD, in the site's time zone) of every week the period touches, oldest first. */
  private weekStartsSince(days: number): string[] {
    const now = this.clock.now().getTime();
    const mondays = new Set<string>();
    for (let instant = now - days * DAY_MS; instant <= now; instant += DAY_MS) mondays.add(mondayOf(localDate(instant, this.config.siteTimeZone)));
    mondays.add(mondayOf(localDate(now, this.config.siteTimeZone)));
    return [...mondays].sort();
  }
}

/** The counted weeks with the weeks that had none filled in as 0, so the chart's axis has no gaps. */
function everyWeek(counted: Array<{ weekStart: string; count: number }>, weekStarts: string[]): Array<{ weekStart: string; count: number }> {
  const counts = new Map(counted.map((week) => [week.weekStart, week.count]));
  const all = [...new Set([...weekStarts, ...counts.keys()])].sort();
  return all.map((weekStart) => ({ weekStart, count: counts.get(weekStart) ?? 0 }));
}

function localDate(instant: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

function mondayOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}
