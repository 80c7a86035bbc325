import type { LeadReportView, ReportPeriodDays } from '@site/contracts';
import { staffRequest } from '../../../lib/staff-request';

export function getLeadReport(days: ReportPeriodDays): Promise<LeadReportView> {
  return staffRequest<LeadReportView>(`/api/cms/enquiries/report?days=${days}`);
}
