import type { EnquiryFilters, EnquiryPage } from '../../../types/enquiry';
import { staffRequest } from '../../../lib/staff-request';
import { enquiryQuery } from './enquiry-query';

export const ENQUIRY_PAGE_SIZE = 20;

export function listEnquiries(filters: EnquiryFilters, page: number): Promise<EnquiryPage> {
  return staffRequest<EnquiryPage>(`/api/cms/enquiries${enquiryQuery({ ...filters, page, pageSize: ENQUIRY_PAGE_SIZE })}`);
}
