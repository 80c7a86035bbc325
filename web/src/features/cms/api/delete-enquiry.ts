import { cmsRequest } from './cms-client';

export function deleteEnquiry(id: string): Promise<void> {
  return cmsRequest<void>(`/api/cms/enquiries/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
