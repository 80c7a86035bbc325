import { staffRequest } from '../../../lib/staff-request';

/** Removes a trashed item for good. */
export function deleteForever(id: string): Promise<void> {
  return staffRequest<void>(`/api/cms/trash/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
