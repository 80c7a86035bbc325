import type { EnquiryFilters, EnquiryPage } from '../../../types/enquiry';
import { cmsRequest } from './cms-client';
import { enquiryQuery } from './enquiry-query';

export const ENQUIRY_PAGE_SIZE = 20;

export function listEnquiries(filters: EnquiryFilters, page: number): Promise<EnquiryPage> {
  return cmsRequest<EnquiryPage>(`/api/cms/enquiries${enquiryQuery({ ...filters, page, pageSize: ENQUIRY_PAGE_SIZE })}`);
}
