import type { ContentActor, ContentItem } from '../../../types/content-item';
import { staffRequest } from '../../../lib/staff-request';

export interface Revision {
  id: string;
  version: number;
  savedAt: string;
  savedBy: ContentActor;
  /** The whole item as it was saved. */
  item: ContentItem;
}

export function getRevision(itemId: string, revisionId: string): Promise<Revision> {
  return staffRequest<Revision>(`/api/cms/content/${encodeURIComponent(itemId)}/revisions/${encodeURIComponent(revisionId)}`);
}
