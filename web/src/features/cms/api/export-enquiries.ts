import type { EnquiryFilters } from '../../../types/enquiry';
import { cmsDownload } from './cms-client';
import { enquiryQuery } from './enquiry-query';

/** The CSV of every enquiry matching the filters. */
export function exportEnquiries(filters: EnquiryFilters): Promise<Blob> {
  return cmsDownload(`/api/cms/enquiries/export.csv${enquiryQuery(filters)}`);
}
