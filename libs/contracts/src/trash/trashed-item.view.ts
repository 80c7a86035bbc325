import type { ContentActor, ContentType } from '../content/content-item.view';

/** An item in the trash (GET /api/cms/trash), newest deletion first. */
export interface TrashedItemView {
  id: string;
  title: string;
  type: ContentType;
  deletedAt: string;
  deletedBy: ContentActor;
}
