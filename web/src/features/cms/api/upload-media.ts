import { staffUpload, type UploadProgress } from '../../../lib/upload-with-progress';
import type { MediaItem } from '../../../types/media-item';

/**
 * POST /api/cms/media: multipart `file` (and `alt` once known) → 201 with the stored image and its variants;
 * 415 for a file that is not an accepted image, 413 over the size limit, 422 over the pixel limit.
 */
export function uploadMedia(file: File, options: { alt?: string; onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {}): Promise<MediaItem> {
  const form = new FormData();
  form.append('file', file, file.name);
  if (options.alt !== undefined) form.append('alt', options.alt);
  return staffUpload<MediaItem>('/api/cms/media', form, options);
}
