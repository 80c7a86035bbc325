import { hasRoleAtLeast, type StaffClaims } from '../../lib/token-claims';
import type { ContentItem } from '../../types/content-item';

/** What the editor offers a staff member (issue 23's rules; the content service enforces the same). */
/** What the rules read of an item: a list summary is enough. */
type ItemOwnership = Pick<ContentItem, 'createdBy' | 'status'>;

export interface ContentPermissions {
  canEdit: (item: ItemOwnership) => boolean;
  canDelete: (item: ItemOwnership) => boolean;
  /** Contributors write drafts only. */
  canPublish: boolean;
  canSeeEnquiries: boolean;
}

export function contentPermissions({ userId, role }: Pick<StaffClaims, 'userId' | 'role'>): ContentPermissions {
  const isEditor = hasRoleAtLeast(role, 'editor');
  // An item nobody created (made before there were users) belongs to no contributor or author.
  const isOwn = (item: ItemOwnership) => Boolean(userId) && item.createdBy?.id === userId;
  if (isEditor) return { canEdit: () => true, canDelete: () => true, canPublish: true, canSeeEnquiries: true };
  if (role === 'author') return { canEdit: isOwn, canDelete: isOwn, canPublish: true, canSeeEnquiries: false };
  return { canEdit: (item) => isOwn(item) && item.status === 'draft', canDelete: () => false, canPublish: false, canSeeEnquiries: false };
}

/** "Created by Anna · last changed by Ben", from what the CMS API records; empty for items made before users existed. */
export function authorshipText(item: Pick<ContentItem, 'createdBy' | 'updatedBy'>): string {
  const parts = [];
  if (item.createdBy) parts.push(`Created by ${item.createdBy.displayName}`);
  if (item.updatedBy) parts.push(`${parts.length ? 'last' : 'Last'} changed by ${item.updatedBy.displayName}`);
  return parts.join(' · ');
}
