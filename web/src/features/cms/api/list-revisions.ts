import type { ContentActor, ContentStatus } from '../../../types/content-item';
import { staffRequest } from '../../../lib/staff-request';

/** One stored save of an item, as the list shows it. */
export interface RevisionSummary {
  id: string;
  version: number;
  savedAt: string;
  savedBy: ContentActor;
  title: string;
  status: ContentStatus;
}

/** Newest first. */
export function listRevisions(itemId: string): Promise<RevisionSummary[]> {
  return staffRequest<RevisionSummary[]>(`/api/cms/content/${encodeURIComponent(itemId)}/revisions`);
}
