import type { MediaItem } from './media.entity';
import { fallbackFormat, type MediaFormat, mediaFileName, mediaUrl } from './media-names';

export interface ItemReference {
  id: string;
  title: string;
  /** Present when the item is in the trash: it may be restored, so it still holds its images. */
  inTrash?: true;
}

/** An item's title as a person reads it in a list of usages. */
export const describeUsage = (item: ItemReference): string => (item.inTrash ? `${item.title} (in the trash)` : item.title);

/** A library image as the media API answers it (content-service README, "Media API"). */
export interface MediaView {
  id: string;
  url: string;
  width: number;
  height: number;
  alt: string | null;
  decorative: boolean;
  bytes: number;
  format: MediaFormat;
  fileName: string;
  originalWidth: number;
  originalHeight: number;
  createdAt: string;
  createdBy: { id: string; displayName: string } | null;
  usedBy: ItemReference[];
  variants: Array<{ width: number; format: MediaFormat; url: string }>;
}

/** The URL an editor puts in a page: the largest variant in the fallback format. */
export function mainUrlOf(media: Pick<MediaItem, 'hash' | 'width' | 'height' | 'format'>): string {
  return mediaUrl(mediaFileName(media.hash, media.width, media.height, { width: media.width, format: fallbackFormat(media.format) }));
}

export function toMediaView(media: MediaItem, usedBy: ItemReference[]): MediaView {
  return {
    id: media.id,
    url: mainUrlOf(media),
    width: media.width,
    height: media.height,
    alt: media.alt,
    decorative: media.alt === '',
    bytes: media.bytes,
    format: media.format,
    fileName: media.fileName,
    originalWidth: media.originalWidth,
    originalHeight: media.originalHeight,
    createdAt: media.createdAt.toISOString(),
    createdBy: media.createdById ? { id: media.createdById, displayName: media.createdByName ?? '' } : null,
    usedBy,
    variants: media.variants.map(({ width, format, name }) => ({ width, format, url: mediaUrl(name) })),
  };
}
