import { staffRequest } from '../../../lib/staff-request';
import type { MediaItem } from '../../../types/media-item';

/** PATCH /api/cms/media/{id}: an empty alt marks the image decorative. */
export function updateMediaAlt(id: string, alt: string): Promise<MediaItem> {
  return staffRequest<MediaItem>(`/api/cms/media/${encodeURIComponent(id)}`, { method: 'PATCH', body: { alt } });
}
