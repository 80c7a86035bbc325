import type { RevisionSummaryView } from '@site/contracts';
import { staffRequest } from '../../../lib/staff-request';

/** One stored save of an item, as the list shows it. */
export type { RevisionSummaryView as RevisionSummary };

/** Newest first. */
export function listRevisions(itemId: string): Promise<RevisionSummaryView[]> {
  return staffRequest<RevisionSummaryView[]>(`/api/cms/content/${encodeURIComponent(itemId)}/revisions`);
}
