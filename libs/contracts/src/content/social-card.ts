/**
 * How a shared link to an item looks on LinkedIn, Teams and the like (issue 35): its social title,
 * description and image, each falling back, when left empty, to the title, the meta description and the
 * featured image. The page's Open Graph tags and the editor's preview both use this one rule.
 */
export const SOCIAL_LIMITS = {
  /** LinkedIn cuts titles at about 70 characters on a phone; a little room beyond for other networks. */
  socialTitle: 100,
  /** Cards show two or three lines; Open Graph readers take up to about 300 characters. */
  socialDescription: 300,
  socialImageUrl: 2048,
} as const;

export interface SocialFields {
  /** Empty: the item's title. */
  socialTitle: string;
  /** Empty: the meta description. */
  socialDescription: string;
  /** Empty: the featured image. A `/media/…` path or an http(s) URL, like the featured image. */
  socialImageUrl: string;
}

export interface SocialCard {
  title: string;
  description: string;
  /** As stored (a `/media/…` path or a URL); '' when the item has no image at all. */
  imageUrl: string;
}

type SocialSource = Partial<SocialFields> & { title: string; metaDescription?: string | null; imageUrl?: string | null };

/** The card a shared link shows: each social field, or its fallback when it is blank. */
export function socialCardOf(item: SocialSource): SocialCard {
  const chosen = (own: string | undefined, fallback: string | null | undefined) => (own?.trim() ? own.trim() : (fallback ?? '').trim());
  return {
    title: chosen(item.socialTitle, item.title),
    description: chosen(item.socialDescription, item.metaDescription),
    imageUrl: chosen(item.socialImageUrl, item.imageUrl),
  };
}

/** The size of an Open Graph image made for a shared link (the size LinkedIn, Facebook and Teams ask for). */
export const OPEN_GRAPH_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The image a published item's page names in og:image (issue 35); width and height unknown for an outside image. */
export interface SocialImageView {
  /** A `/media/…` path of this site, or the outside address as stored. */
  url: string;
  width: number | null;
  height: number | null;
}
