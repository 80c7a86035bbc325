import { hasRoleAtLeast, refusalToCreate, refusalToDelete, refusalToUpdate, type Actor, type StoredItem } from '@site/contracts';
import type { ContentItem } from '../../types/content-item';

/** What the rules read of an item: a list summary is enough. */
type ItemOwnership = Pick<ContentItem, 'createdBy' | 'status'>;

/** What the editor offers a staff member: the content service's own rules (@site/contracts), asked before it refuses. */
export interface ContentPermissions {
  canEdit: (item: ItemOwnership) => boolean;
  canDelete: (item: ItemOwnership) => boolean;
  /** Contributors write drafts only. */
  canPublish: boolean;
  canSeeEnquiries: boolean;
  /** Sending an unpublished or trashed item's address to another item changes public addresses: editors up. */
  canRedirect: boolean;
}

/** An item nobody created (made before there were users) belongs to no contributor or author. */
function stored(item: ItemOwnership): StoredItem {
  return { createdById: item.createdBy?.id ?? null, status: item.status };
}

export function contentPermissions(staff: Actor): ContentPermissions {
  return {
    // Saving keeps the item's status: a contributor may keep only their own draft a draft.
    canEdit: (item) => refusalToUpdate(staff, stored(item), 'draft') === undefined,
    canDelete: (item) => refusalToDelete(staff, stored(item)) === undefined,
    canPublish: refusalToCreate(staff, 'published') === undefined,
    canSeeEnquiries: hasRoleAtLeast(staff.role, 'editor'),
    canRedirect: hasRoleAtLeast(staff.role, 'editor'),
  };
}

/** "Created by Anna · last changed by Ben", from what the CMS API records; empty for items made before users existed. */
export function authorshipText(item: Pick<ContentItem, 'createdBy' | 'updatedBy'>): string {
  const parts = [];
  if (item.createdBy) parts.push(`Created by ${item.createdBy.displayName}`);
  if (item.updatedBy) parts.push(`${parts.length ? 'last' : 'Last'} changed by ${item.updatedBy.displayName}`);
  return parts.join(' · ');
}
