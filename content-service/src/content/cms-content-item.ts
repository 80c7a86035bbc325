import type { ContentAuthorship, ContentItem, ContentRendering, ContentTrashing } from './content.entity';

/** A staff member as an item names them. */
export interface StaffReference {
  id: string;
  displayName: string;
}

/** An item as a revision keeps it: every field, who created and last changed it, and its version. */
export type StoredCmsItem = Omit<ContentItem, keyof ContentAuthorship | keyof ContentTrashing | keyof ContentRendering | 'version'> & {
  createdBy: StaffReference | null;
  updatedBy: StaffReference | null;
  version: number;
};

/**
 * An item as the CMS API answers it: the stored item, plus `scheduledFor`, its publication date while
 * that is later than today (a published item that is not public yet), else null.
 */
export type CmsContentItem = StoredCmsItem & { scheduledFor: string | null };

/** A save's answer: the item, and `notice` when the save did something the writer should hear of. */
export type SavedCmsItem = CmsContentItem & { notice?: string };

export function staffReference(id: string | null, displayName: string | null): StaffReference | null {
  return id ? { id, displayName: displayName ?? '' } : null;
}

/** The publication date of a published item dated later than today, else null. */
export function scheduledFor(item: Pick<ContentItem, 'status' | 'datePublished'>, today: string): string | null {
  return item.status === 'published' && item.datePublished !== null && item.datePublished > today ? item.datePublished : null;
}

export function toStoredCmsItem(item: ContentItem): StoredCmsItem {
  const {
    createdById, createdByName, updatedById, updatedByName,
    deletedAt: _deletedAt, deletedById: _deletedById, deletedByName: _deletedByName, renderedContent: _renderedContent, renderedLadder: _renderedLadder, version, ...fields
  } = item;
  return {
    ...fields,
    createdBy: staffReference(createdById, createdByName),
    updatedBy: staffReference(updatedById, updatedByName),
    version,
  };
}

export function toCmsContentItem(item: ContentItem | StoredCmsItem, today: string): CmsContentItem {
  const stored = 'createdBy' in item ? item : toStoredCmsItem(item);
  return { ...stored, scheduledFor: scheduledFor(stored, today) };
}
