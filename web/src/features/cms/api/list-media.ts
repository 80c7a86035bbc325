import { staffRequest } from '../../../lib/staff-request';
import type { MediaPage } from '../../../types/media-item';

export const MEDIA_PAGE_SIZE = 24;

/** GET /api/cms/media: newest first, a page at a time, each with where it is used. */
export function listMedia(page = 0, signal?: AbortSignal): Promise<MediaPage> {
  const query = new URLSearchParams({ limit: String(MEDIA_PAGE_SIZE), offset: String(page * MEDIA_PAGE_SIZE) });
  return staffRequest<MediaPage>(`/api/cms/media?${query}`, { signal });
}
