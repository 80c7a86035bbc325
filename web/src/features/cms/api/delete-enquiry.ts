import { staffRequest } from '../../../lib/staff-request';

export function deleteEnquiry(id: string): Promise<void> {
  return staffRequest<void>(`/api/cms/enquiries/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
