import { useSiteConfig } from '../config/site-config-context';

interface PageMetaProps {
  title: string;
  description: string;
  /**
   * The page's own path; the canonical URL is SITE_URL + path. Left out by a not-found page that is the same
   * for every address (a post's), which then has no canonical URL: it is not indexed anyway.
   */
  path?: string;
  image?: string;
  /** The share image's size when known (issue 35: 1200 x 630 for a library image), as og:image:width/height. */
  imageWidth?: number | null;
  imageHeight?: number | null;
  /** What a shared link shows, when not the page's title and description (the item's social fields). */
  shareTitle?: string;
  shareDescription?: string;
  type?: 'website' | 'article';
  noIndex?: boolean;
  /** An article's dates (YYYY-MM-DD), as article:published_time and article:modified_time. */
  publishedTime?: string;
  modifiedTime?: string;
}

export const DEFAULT_SHARE_IMAGE = '/images/og/default.png';

/**
 * Title, description, canonical URL and share tags. React hoists these into <head>.
 */
export function PageMeta({
  title, description, path, image = DEFAULT_SHARE_IMAGE, imageWidth, imageHeight, shareTitle, shareDescription, type = 'website', noIndex = false, publishedTime, modifiedTime,
}: PageMetaProps) {
  const { SITE_URL, SITE_NAME } = useSiteConfig();
  const fullTitle = title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
  const url = path === undefined ? undefined : `${SITE_URL}${path}`;
  const imageUrl = /^https?:\/\//.test(image) ? image : `${SITE_URL}${image}`;
  const ogTitle = shareTitle && shareTitle !== title ? shareTitle : fullTitle;
  const ogDescription = shareDescription || description;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {url && <link rel="canonical" href={url} />}
      {noIndex && <meta name="robots" content="noindex" />}
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:title" content={ogTitle} />
      <meta property="og:description" content={ogDescription} />
      {url && <meta property="og:url" content={url} />}
      <meta property="og:image" content={imageUrl} />
      {imageWidth && imageHeight && <meta property="og:image:width" content={String(imageWidth)} />}
      {imageWidth && imageHeight && <meta property="og:image:height" content={String(imageHeight)} />}
      <meta property="og:locale" content="en_AU" />
      {publishedTime && <meta property="article:published_time" content={publishedTime} />}
      {modifiedTime && <meta property="article:modified_time" content={modifiedTime} />}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={ogTitle} />
      <meta name="twitter:description" content={ogDescription} />
      <meta name="twitter:image" content={imageUrl} />
    </>
  );
}
