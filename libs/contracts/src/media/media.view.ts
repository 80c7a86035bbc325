import type { MediaFormat } from './media-names';

/** An item that shows an upload (in its body or as its featured image). */
export interface ItemReference {
  id: string;
  title: string;
  /** Present when the item is in the trash: it may be restored, so it still holds its images. */
  inTrash?: true;
}

export interface MediaVariantView {
  width: number;
  format: MediaFormat;
  url: string;
}

/** A library image as the media API answers it (content-service README, "Media API"). */
export interface MediaView {
  id: string;
  /** A `/media/...` address served without a token: the largest variant in the fallback format. */
  url: string;
  /** The uploaded image's own size (upright): its original is kept, however large the variants are. */
  width: number;
  height: number;
  /** Empty for an image marked decorative, null while nobody has described it. */
  alt: string | null;
  decorative: boolean;
  /** The uploaded file's size. */
  bytes: number;
  format: MediaFormat;
  /** The name of the file as it was uploaded. */
  fileName: string;
  originalWidth: number;
  originalHeight: number;
  /** The focal point (focal-point.ts): 0.5, 0.5 until staff set one. */
  focalX: number;
  focalY: number;
  createdAt: string;
  createdBy: { id: string; displayName: string } | null;
  usedBy: ItemReference[];
  variants: MediaVariantView[];
}
