import type { EnquiryDetailView } from '@site/contracts';
import { staffRequest } from '../../../lib/staff-request';

/** One enquiry with its notes and the same address's earlier enquiries. */
export function getEnquiryDetail(id: string): Promise<EnquiryDetailView> {
  return staffRequest<EnquiryDetailView>(`/api/cms/enquiries/${encodeURIComponent(id)}`);
}
