import type { Enquiry, EnquiryStatus } from '../../../types/enquiry';
import { staffRequest } from '../../../lib/staff-request';

export function updateEnquiryStatus(id: string, status: Exclude<EnquiryStatus, 'held'>): Promise<Enquiry> {
  return staffRequest<Enquiry>(`/api/cms/enquiries/${encodeURIComponent(id)}`, { method: 'PATCH', body: { status } });
}
