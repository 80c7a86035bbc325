import type { ContentAuthorship, ContentItem } from './content.entity';

/** A staff member as an item names them. */
export interface StaffReference {
  id: string;
  displayName: string;
}

/** An item as the CMS API answers it: every field, plus who created and last changed it. */
export type CmsContentItem = Omit<ContentItem, keyof ContentAuthorship> & {
  createdBy: StaffReference | null;
  updatedBy: StaffReference | null;
};

function reference(id: string | null, displayName: string | null): StaffReference | null {
  return id ? { id, displayName: displayName ?? '' } : null;
}

export function toCmsContentItem(item: ContentItem): CmsContentItem {
  const { createdById, createdByName, updatedById, updatedByName, ...fields } = item;
  return { ...fields, createdBy: reference(createdById, createdByName), updatedBy: reference(updatedById, updatedByName) };
}
