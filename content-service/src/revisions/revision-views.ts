import { type StaffReference, type StoredCmsItem, staffReference } from '../content/cms-content-item';
import type { ContentStatus } from '../content/content.constants';
import type { ContentRevision } from './content-revision.entity';

export interface RevisionSummary {
  id: string;
  version: number;
  savedAt: Date;
  savedBy: StaffReference | null;
  title: string;
  status: ContentStatus;
}

export interface RevisionView {
  id: string;
  version: number;
  savedAt: Date;
  savedBy: StaffReference | null;
  item: StoredCmsItem;
}

export function toRevisionSummary({ id, version, savedAt, savedById, savedByName, title, status }: ContentRevision): RevisionSummary {
  return { id, version, savedAt, savedBy: staffReference(savedById, savedByName), title, status };
}

export function toRevisionView(row: ContentRevision): RevisionView {
  return { id: row.id, version: row.version, savedAt: row.savedAt, savedBy: staffReference(row.savedById, row.savedByName), item: row.item };
}
