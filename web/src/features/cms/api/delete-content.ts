import { staffRequest } from '../../../lib/staff-request';

export function deleteContent(id: string): Promise<void> {
  return staffRequest<void>(`/api/cms/content/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
