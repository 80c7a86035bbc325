import { refusalToChangeUpload, type Actor } from '@site/contracts';
import type { MediaItem } from '../../types/media-item';

/**
 * Issue 25, by the content service's own rule: contributors and authors delete their own uploads, editors
 * and administrators anyone's. When the library does not say who uploaded an image, Delete is offered and
 * the server decides.
 */
export function canDeleteMedia(staff: Actor, media: Pick<MediaItem, 'createdBy'>): boolean {
  if (media.createdBy === undefined) return true;
  return refusalToChangeUpload(staff, { createdById: media.createdBy?.id ?? null }, 'delete') === undefined;
}
