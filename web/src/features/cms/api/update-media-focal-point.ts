import type { FocalPoint } from '@site/contracts';
import { staffRequest } from '../../../lib/staff-request';
import type { MediaItem } from '../../../types/media-item';

/** PATCH /api/cms/media/{id} with `{focalX, focalY}` (issue 35): where crops of the image stay centred. */
export function updateMediaFocalPoint(id: string, point: FocalPoint): Promise<MediaItem> {
  return staffRequest<MediaItem>(`/api/cms/media/${encodeURIComponent(id)}`, { method: 'PATCH', body: point });
}
