import type { MediaView, Page } from '@site/contracts';

/** An upload as `POST /api/cms/media` and the listing answer it (issue 25): web's names for @site/contracts' views. */
export type { ItemReference as MediaUsage, MediaFormat, MediaVariantView as MediaVariant, MediaView as MediaItem } from '@site/contracts';

export type MediaPage = Page<MediaView>;
