import { shareImageUrl } from '../../lib/media-image';
import type { ContentItem } from '../../types/content-item';

/** The id of the post's JSON-LD block in <head>. */
export const ARTICLE_STRUCTURED_DATA_ID = 'article-structured-data';

interface Site {
  SITE_URL: string;
  SITE_NAME: string;
}

/** BlogPosting with a Person author for blogs, Article with an Organization author (the client) for case studies. */
export function articleStructuredData(item: ContentItem, url: string, site: Site): object {
  const isBlog = item.type === 'blog';
  return {
    '@context': 'https://schema.org',
    '@type': isBlog ? 'BlogPosting' : 'Article',
    headline: item.title,
    description: item.metaDescription || item.description,
    // A same-site image (/media/..., /images/...) as the absolute URL search engines need.
    image: item.imageUrl ? new URL(shareImageUrl(item.imageUrl), site.SITE_URL).href : undefined,
    datePublished: item.datePublished ?? undefined,
    dateModified: item.dateModified || undefined,
    mainEntityOfPage: url,
    author: { '@type': isBlog ? 'Person' : 'Organization', name: item.author },
    publisher: {
      '@type': 'Organization',
      name: site.SITE_NAME,
      logo: { '@type': 'ImageObject', url: `${site.SITE_URL}/favicon.svg` },
    },
  };
}
