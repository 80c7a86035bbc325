import { Type } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import { REPORT_PERIODS_DAYS, type ReportPeriodDays } from '../enquiry-fields';

export class ReportQuery {
  @IsOptional()
  @Type(() => Number)
  @IsIn(REPORT_PERIODS_DAYS, { message: `days must be one of: ${REPORT_PERIODS_DAYS.join(', ')}` })
  days: ReportPeriodDays = 30;
}
