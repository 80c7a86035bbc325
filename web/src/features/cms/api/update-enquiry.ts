import type { UpdateEnquiryBody } from '@site/contracts';
import type { Enquiry } from '../../../types/enquiry';
import { staffRequest } from '../../../lib/staff-request';

/** Sets an enquiry's stage or assignee (or status). */
export function updateEnquiry(id: string, changes: UpdateEnquiryBody): Promise<Enquiry> {
  return staffRequest<Enquiry>(`/api/cms/enquiries/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes });
}
