import type { EnquiryFilters } from '../../../types/enquiry';
import { staffDownload } from '../../../lib/staff-request';
import { enquiryQuery } from './enquiry-query';

/** The CSV of every enquiry matching the filters. */
export function exportEnquiries(filters: EnquiryFilters): Promise<Blob> {
  return staffDownload(`/api/cms/enquiries/export.csv${enquiryQuery(filters)}`);
}
