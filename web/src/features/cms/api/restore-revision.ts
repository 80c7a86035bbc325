import type { ContentItem } from '../../../types/content-item';
import { staffRequest } from '../../../lib/staff-request';

/** Makes an earlier save current again; the restore is itself a new revision with a raised version. */
export function restoreRevision(itemId: string, revisionId: string): Promise<ContentItem> {
  return staffRequest<ContentItem>(`/api/cms/content/${encodeURIComponent(itemId)}/revisions/${encodeURIComponent(revisionId)}/restore`, { method: 'POST' });
}
