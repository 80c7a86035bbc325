import type { EnquiryCounts } from '../../../types/enquiry';
import { cmsRequest } from './cms-client';

export function getEnquiryCounts(): Promise<EnquiryCounts> {
  return cmsRequest<EnquiryCounts>('/api/cms/enquiries/counts');
}
