import { LeadReportPanel } from '../../../features/leads/components/lead-report-panel';
import { StaffScreenFrame } from './staff-screen-frame';
import { useScreenRead } from './use-screen-read';

export function Component() {
  return (
    <StaffScreenFrame screen="leads">
      <LeadReportPanel first={useScreenRead<'leads'>()} />
    </StaffScreenFrame>
  );
}
