import type { ContentActor, ContentItemView, ContentStatus } from '../content/content-item.view';

/** One stored save of an item, as its list shows it (GET /api/cms/content/:id/revisions), newest first. */
export interface RevisionSummaryView {
  id: string;
  version: number;
  savedAt: string;
  savedBy: ContentActor;
  title: string;
  status: ContentStatus;
}

/** One revision with the whole item as it was saved (GET /api/cms/content/:id/revisions/:revisionId). */
export interface RevisionView {
  id: string;
  version: number;
  savedAt: string;
  savedBy: ContentActor;
  item: ContentItemView;
}
