import type { MediaItem, MediaVariant } from '../../types/media-item';

/** What the file pickers offer; the server decides from the bytes, this only narrows the choice. */
export const IMAGE_FILE_TYPES = 'image/jpeg,image/png,image/webp,image/avif,image/gif';

/** The files of a paste or drop that look like images (by their declared type; the server checks the bytes). */
export function imageFilesOf(data: DataTransfer | null): File[] {
  return Array.from(data?.files ?? []).filter((file) => file.type.startsWith('image/'));
}

/** "1.9 MB", "640 KB": sizes as staff read them (1 MB = 1,000,000 bytes, as phones and file managers count). */
export function formatBytes(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  if (bytes >= 1_000) return `${Math.round(bytes / 1_000)} KB`;
  return `${bytes} bytes`;
}

/** The narrowest variant, preferring formats every browser shows, for thumbnails. */
export function thumbnailOf(media: Pick<MediaItem, 'url' | 'variants'>): string {
  const smallest = (variants: MediaVariant[]) => [...variants].sort((a, b) => a.width - b.width)[0];
  const webp = smallest(media.variants.filter((variant) => variant.format === 'webp'));
  return (webp ?? smallest(media.variants))?.url ?? media.url;
}

/** The name to show for an upload: its original file name when kept, else the last part of its address. */
export function mediaName(media: Pick<MediaItem, 'url' | 'fileName'>): string {
  return media.fileName || media.url.split('/').pop() || media.url;
}
