import type { EnquiryCounts } from '../../../types/enquiry';
import { staffRequest } from '../../../lib/staff-request';

export function getEnquiryCounts(): Promise<EnquiryCounts> {
  return staffRequest<EnquiryCounts>('/api/cms/enquiries/counts');
}
