import type { EnquiryFilters } from '../../../types/enquiry';

/** The query string of the inbox's filters (and page), without empty values. */
export function enquiryQuery(filters: EnquiryFilters & { page?: number; pageSize?: number }): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}
