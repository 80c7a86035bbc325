import type { Enquiry, EnquiryStatus } from '../../../types/enquiry';
import { cmsRequest } from './cms-client';

export function updateEnquiryStatus(id: string, status: EnquiryStatus): Promise<Enquiry> {
  return cmsRequest<Enquiry>(`/api/cms/enquiries/${encodeURIComponent(id)}`, { method: 'PATCH', body: { status } });
}
