import { EnquiryInbox } from '../../../features/cms/components/enquiry-inbox';
import { EraseEnquiriesForm } from '../../../features/cms/components/erase-enquiries-form';
import { useStaffContext } from '../staff-context';
import { StaffScreenFrame } from './staff-screen-frame';
import { useScreenRead } from './use-screen-read';

export function Component() {
  const { staff, onEnquiryCounts } = useStaffContext();
  return (
    <StaffScreenFrame screen="enquiries">
      <EnquiryInbox first={useScreenRead<'enquiries'>()} onCounts={onEnquiryCounts} />
      {staff.role === 'administrator' && <EraseEnquiriesForm />}
    </StaffScreenFrame>
  );
}
