import { EnquiryInbox } from '../../../features/cms/components/enquiry-inbox';
import { EraseEnquiriesForm } from '../../../features/cms/components/erase-enquiries-form';
import { useStaffContext } from '../staff-context';
import { StaffScreenFrame } from './staff-screen-frame';

export function Component() {
  const { staff, onEnquiryCounts } = useStaffContext();
  return (
    <StaffScreenFrame screen="enquiries">
      <EnquiryInbox onCounts={onEnquiryCounts} />
      {staff.role === 'administrator' && <EraseEnquiriesForm />}
    </StaffScreenFrame>
  );
}
