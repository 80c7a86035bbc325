import type { ContentActor, ContentItemView, ContentStatus } from '../content/content-item.view';
import type { ReviewDecisionView } from '../reviews/review.view';

/** One stored save of an item, as its list shows it (GET /api/cms/content/:id/revisions), newest first. */
export interface RevisionSummaryView {
  id: string;
  version: number;
  savedAt: string;
  savedBy: ContentActor;
  title: string;
  status: ContentStatus;
  /** Reviewers' decisions made on this version through review links, oldest first (issue 35). */
  decisions: ReviewDecisionView[];
}

/** One revision with the whole item as it was saved (GET /api/cms/content/:id/revisions/:revisionId). */
export interface RevisionView {
  id: string;
  version: number;
  savedAt: string;
  savedBy: ContentActor;
  item: ContentItemView;
}
