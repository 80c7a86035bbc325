import type { ContentType } from '../content/content-item.view';

/** Where the public site shows an item: /blogs/:slug and /case-studies/:slug. */
export const PUBLIC_ITEM_PATH: Record<ContentType, string> = { blog: '/blogs/', 'case-study': '/case-studies/' };

/** The public listing page of each type. */
export const PUBLIC_LISTING_PATH: Record<ContentType, string> = { blog: '/insights/blogs', 'case-study': '/insights/case-studies' };

/** The RSS feed of each type, under the public content API that nginx already routes. */
export const FEED_PATH: Record<ContentType, string> = {
  blog: '/api/content/feeds/blogs.xml',
  'case-study': '/api/content/feeds/case-studies.xml',
};

/** The site-relative address of an item's page: `/blogs/<slug>`, `/case-studies/<slug>`. */
export function publicItemPath(type: ContentType, slug: string): string {
  return `${PUBLIC_ITEM_PATH[type]}${encodeURIComponent(slug)}`;
}

export function publicItemUrl(siteUrl: string, type: ContentType, slug: string): string {
  return `${siteUrl}${publicItemPath(type, slug)}`;
}
