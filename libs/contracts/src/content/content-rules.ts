import { type Actor, hasRoleAtLeast } from '../roles/staff-roles';
import type { ContentStatus } from './content-item.view';

/**
 * Who may write, publish, delete and restore which item (issue 23), as pure functions returning the refusal
 * text, or undefined when the staff member may. The content service refuses with these texts; the editor
 * asks the same functions which buttons to offer.
 */

/** What the rules need to know of a stored item. */
export interface StoredItem {
  createdById: string | null;
  status: ContentStatus;
}

export const CONTRIBUTORS_CANNOT_PUBLISH =
  'Your role (contributor) cannot publish: save the item as a draft; authors, editors and administrators publish';
export const CONTRIBUTORS_CANNOT_DELETE =
  "Your role (contributor) cannot delete items: authors delete their own, editors and administrators anyone's";
export const CONTRIBUTORS_CHANGE_DRAFTS_ONLY =
  'Your role (contributor) can change only your own drafts: this item is published; editors and administrators change it';

export const CONTRIBUTORS_CANNOT_RESTORE =
  "Your role (contributor) cannot restore items from the trash: authors restore their own, editors and administrators anyone's";

const notYours = (staff: Actor, verb: 'change' | 'delete' | 'restore') =>
  `Your role (${staff.role}) can ${verb} only your own items: editors and administrators ${verb} anyone's`;

/** Editors and administrators change every item; the others only items they created (an item made by nobody included). */
function isOwnedBy(staff: Actor, item: StoredItem): boolean {
  return item.createdById !== null && item.createdById === staff.userId;
}

/** Why this staff member may not create an item with this status, or undefined when they may. */
export function refusalToCreate(staff: Actor, status: ContentStatus): string | undefined {
  return staff.role === 'contributor' && status === 'published' ? CONTRIBUTORS_CANNOT_PUBLISH : undefined;
}

/** Why this staff member may not replace the stored item with one of this status, or undefined when they may. */
export function refusalToUpdate(staff: Actor, stored: StoredItem, status: ContentStatus): string | undefined {
  if (hasRoleAtLeast(staff.role, 'editor')) return undefined;
  if (!isOwnedBy(staff, stored)) return notYours(staff, 'change');
  if (staff.role === 'contributor') {
    if (stored.status !== 'draft') return CONTRIBUTORS_CHANGE_DRAFTS_ONLY;
    if (status === 'published') return CONTRIBUTORS_CANNOT_PUBLISH;
  }
  return undefined;
}

/** Why this staff member may not delete the stored item (or any item, before it is looked up), or undefined. */
export function refusalToDelete(staff: Actor, stored?: StoredItem): string | undefined {
  if (hasRoleAtLeast(staff.role, 'editor')) return undefined;
  if (staff.role === 'contributor') return CONTRIBUTORS_CANNOT_DELETE;
  return stored && !isOwnedBy(staff, stored) ? notYours(staff, 'delete') : undefined;
}

/** Why this staff member may not take the item out of the trash (or any item, before it is looked up), or undefined. */
export function refusalToRestore(staff: Actor, stored?: StoredItem): string | undefined {
  if (hasRoleAtLeast(staff.role, 'editor')) return undefined;
  if (staff.role === 'contributor') return CONTRIBUTORS_CANNOT_RESTORE;
  return stored && !isOwnedBy(staff, stored) ? notYours(staff, 'restore') : undefined;
}

/** Why this staff member may not share the item for review (or revoke its links), or undefined: its author, editors and administrators may. */
export function refusalToShare(staff: Actor, stored: StoredItem): string | undefined {
  if (hasRoleAtLeast(staff.role, 'editor') || isOwnedBy(staff, stored)) return undefined;
  return `Your role (${staff.role}) can share only your own items for review: editors and administrators share anyone's`;
}
