import { type Actor, hasRoleAtLeast } from '../roles/staff-roles';

/** What the rule needs to know of an upload. */
export interface StoredUpload {
  createdById: string | null;
}

/**
 * Issue 25: contributors and authors may change and delete their own uploads; editors and administrators
 * anyone's. The refusal text, or undefined when the staff member may.
 */
export function refusalToChangeUpload(staff: Actor, upload: StoredUpload, action: 'change the alt text of' | 'delete'): string | undefined {
  if (hasRoleAtLeast(staff.role, 'editor') || upload.createdById === staff.userId) return undefined;
  return `Your role (${staff.role}) cannot ${action} someone else's upload: editors and administrators only`;
}
