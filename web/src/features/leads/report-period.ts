import type { ReportPeriodDays } from '@site/contracts';

/** The period the report opens on. */
export const DEFAULT_REPORT_PERIOD: ReportPeriodDays = 30;
