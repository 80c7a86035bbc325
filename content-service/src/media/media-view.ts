import type { ItemReference, MediaView } from '@site/contracts';
import type { MediaItem } from './media.entity';
import { fallbackFormat, mediaFileName, mediaUrl } from './media-names';

export type { ItemReference, MediaView };

/** An item's title as a person reads it in a list of usages. */
export const describeUsage = (item: ItemReference): string => (item.inTrash ? `${item.title} (in the trash)` : item.title);

/** The URL an editor puts in a page: the largest variant in the fallback format. */
export function mainUrlOf(media: Pick<MediaItem, 'hash' | 'width' | 'height' | 'format'>): string {
  return mediaUrl(mediaFileName(media.hash, media.width, media.height, { width: media.width, format: fallbackFormat(media.format) }));
}

export function toMediaView(media: MediaItem, usedBy: ItemReference[]): MediaView {
  return {
    id: media.id,
    url: mainUrlOf(media),
    // The upload's own size (issue 35): its original is kept, so this is what crops and new sizes can use.
    width: media.originalWidth,
    height: media.originalHeight,
    alt: media.alt,
    decorative: media.alt === '',
    bytes: media.bytes,
    format: media.format,
    fileName: media.fileName,
    originalWidth: media.originalWidth,
    originalHeight: media.originalHeight,
    focalX: media.focalX,
    focalY: media.focalY,
    createdAt: media.createdAt.toISOString(),
    createdBy: media.createdById ? { id: media.createdById, displayName: media.createdByName ?? '' } : null,
    usedBy,
    variants: media.variants.map(({ width, format, name }) => ({ width, format, url: mediaUrl(name) })),
  };
}
