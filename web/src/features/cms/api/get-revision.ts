import type { RevisionView } from '@site/contracts';
import { staffRequest } from '../../../lib/staff-request';

export type { RevisionView as Revision };

export function getRevision(itemId: string, revisionId: string): Promise<RevisionView> {
  return staffRequest<RevisionView>(`/api/cms/content/${encodeURIComponent(itemId)}/revisions/${encodeURIComponent(revisionId)}`);
}
