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
}

/** An upload as `POST /api/cms/media` answers it; the listing adds who uploaded it and where it is used. */
export interface MediaItem {
  id: string;
  /** A `/media/...` address served without a token. */
  url: string;
  width: number;
  height: number;
  /** Empty for an image marked decorative, null while nobody has described it. */
  alt: string | null;
  bytes: number;
  variants: MediaVariant[];
  /** Only in `GET /api/cms/media`. */
  usedBy?: MediaUsage[];
  uploadedBy?: { id: string; displayName: string } | null;
  createdAt?: string;
  /** The name of the file as it was uploaded, when the server keeps it. */
  originalName?: string | null;
}

export interface MediaPage {
  items: MediaItem[];
  total: number;
}
