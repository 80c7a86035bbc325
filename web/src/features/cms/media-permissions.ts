import { hasRoleAtLeast, type StaffClaims } from '../../lib/token-claims';
import type { MediaItem } from '../../types/media-item';

/**
 * Issue 25: contributors and authors may upload, and delete their own uploads; editors and administrators
 * delete anyone's. When the library does not say who uploaded an image, Delete is offered and the server decides.
 */
export function canDeleteMedia({ userId, role }: Pick<StaffClaims, 'userId' | 'role'>, media: Pick<MediaItem, 'createdBy'>): boolean {
  if (hasRoleAtLeast(role, 'editor') || media.createdBy === undefined) return true;
  return Boolean(userId) && media.createdBy?.id === userId;
}
