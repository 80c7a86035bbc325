import { EnquiryInbox } from '../../../features/cms/components/enquiry-inbox';
import { useStaffContext } from '../staff-context';
import { StaffScreenFrame } from './staff-screen-frame';

export function Component() {
  return (
    <StaffScreenFrame screen="enquiries">
      <EnquiryInbox onCounts={useStaffContext().onEnquiryCounts} />
    </StaffScreenFrame>
  );
}
