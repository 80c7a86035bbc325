import type { ContentItem } from '../../../types/content-item';
import { staffRequest } from '../../../lib/staff-request';

/** Puts a deleted item back; 409 when another item now uses its address (the server's message says what to do). */
export function restoreFromTrash(id: string): Promise<ContentItem> {
  return staffRequest<ContentItem>(`/api/cms/trash/${encodeURIComponent(id)}/restore`, { method: 'POST' });
}
