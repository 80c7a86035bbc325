import type { ContentItemView, ReviewDecisionView, RevisionSummaryView as RevisionSummary, RevisionView } from '@site/contracts';
import { type StoredCmsItem, staffReference } from '../content/cms-content-item';
import type { ContentRevision } from './content-revision.entity';

/** What the revisions API answers: @site/contracts' views, which web's editor reads too. */
export type { RevisionSummary, RevisionView };

export function toRevisionSummary(
  { id, version, savedAt, savedById, savedByName, title, status }: ContentRevision,
  decisions: ReviewDecisionView[],
): RevisionSummary {
  return { id, version, savedAt: savedAt.toISOString(), savedBy: staffReference(savedById, savedByName), title, status, decisions };
}

export function toRevisionView(row: ContentRevision): RevisionView {
  return { id: row.id, version: row.version, savedAt: row.savedAt.toISOString(), savedBy: staffReference(row.savedById, row.savedByName), item: asAnswered(row.item) };
}

/** The item comes back from its jsonb column as the JSON it was stored as (its times ISO strings), as the CMS answered it then. */
const asAnswered = (item: StoredCmsItem): ContentItemView => item as unknown as ContentItemView;
