import type { StaffReferenceView } from '@site/contracts';
import { staffRequest } from '../../../lib/staff-request';

/** The editors and administrators an enquiry can be assigned to. */
export function listAssignees(): Promise<StaffReferenceView[]> {
  return staffRequest<StaffReferenceView[]>('/api/cms/enquiries/assignees');
}
