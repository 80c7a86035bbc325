import type { ContentItem } from '../../../types/content-item';
import { staffRequest } from '../../../lib/staff-request';

/** What the editor sends: the server records who created and changed an item itself. */
export type ContentDraft = Omit<ContentItem, 'id' | 'createdBy' | 'updatedBy'>;

export function createContent(draft: ContentDraft): Promise<ContentItem> {
  return staffRequest<ContentItem>('/api/cms/content', { method: 'POST', body: draft });
}

export function updateContent(id: string, draft: ContentDraft): Promise<ContentItem> {
  return staffRequest<ContentItem>(`/api/cms/content/${encodeURIComponent(id)}`, { method: 'PUT', body: { ...draft, id } });
}
