import { EnquiryInbox } from '../../../features/cms/components/enquiry-inbox';
import { useStaffContext } from '../staff-context';
import { StaffScreenFrame } from './staff-screen-frame';
import { useScreenRead } from './use-screen-read';

export function Component() {
  return (
    <StaffScreenFrame screen="enquiries">
      <EnquiryInbox first={useScreenRead<'enquiries'>()} onCounts={useStaffContext().onEnquiryCounts} />
    </StaffScreenFrame>
  );
}
