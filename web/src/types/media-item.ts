/** Issue 25: the formats the media library makes of an upload. */
export type MediaFormat = 'avif' | 'webp' | 'jpeg' | 'png' | 'gif';

export interface MediaVariant {
  width: number;
  format: MediaFormat;
  url: string;
}

/** A content item that shows an upload (in its body or as its featured image). */
export interface MediaUsage {
  id: string;
  title: string;
  /** The item is in the trash (it may be restored, so it still holds the image). */
  inTrash?: boolean;
}

/** An upload as `POST /api/cms/media` and the listing answer it (issue 25's contract, content-service/README.md). */
export interface MediaItem {
  id: string;
  /** A `/media/...` address served without a token. */
  url: string;
  width: number;
  height: number;
  /** Empty for an image marked decorative, null while nobody has described it. */
  alt: string | null;
  /** The uploaded file's size. */
  bytes: number;
  variants: MediaVariant[];
  /** What content-service's README adds to the contract: */
  decorative?: boolean;
  /** The name of the file as it was uploaded. */
  fileName?: string;
  usedBy?: MediaUsage[];
  createdBy?: { id: string; displayName: string } | null;
  createdAt?: string;
}

export interface MediaPage {
  items: MediaItem[];
  total: number;
}
