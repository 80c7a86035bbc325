import { LeadReportPanel } from '../../../features/leads/components/lead-report-panel';
import { StaffScreenFrame } from './staff-screen-frame';

export function Component() {
  return (
    <StaffScreenFrame screen="leads">
      <LeadReportPanel />
    </StaffScreenFrame>
  );
}
