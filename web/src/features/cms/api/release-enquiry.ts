import type { Enquiry } from '../../../types/enquiry';
import { staffRequest } from '../../../lib/staff-request';

/** A held enquiry becomes new, and its staff e-mail is sent. */
export function releaseEnquiry(id: string): Promise<Enquiry> {
  return staffRequest<Enquiry>(`/api/cms/enquiries/${encodeURIComponent(id)}/release`, { method: 'POST' });
}
