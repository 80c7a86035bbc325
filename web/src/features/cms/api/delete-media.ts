import { ApiError } from '../../../lib/api-client';
import { staffRequest } from '../../../lib/staff-request';

/** DELETE /api/cms/media/{id}: 204, or 409 with a message naming the items that still show the image. */
export function deleteMedia(id: string): Promise<void> {
  return staffRequest<void>(`/api/cms/media/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export const isStillInUse = (error: unknown) => error instanceof ApiError && error.status === 409;
