import { Feed } from 'feed';
import type { ContentType } from './content.constants';
import type { ContentItem } from './content.entity';
import { FEED_PATH, PUBLIC_LISTING_PATH, publicItemUrl } from './public-paths';

export type FeedEntry = Pick<
  ContentItem,
  'slug' | 'title' | 'category' | 'metaDescription' | 'description' | 'datePublished' | 'dateModified' | 'dateCreated'
>;

export const FEED_CONTENT_TYPE = 'application/rss+xml; charset=utf-8';

/** The listing pages' headings (spec 2.10), so a feed reader names the feed as the site does. */
const CHANNEL: Record<ContentType, { title: string; description: string }> = {
  blog: {
    title: 'Latest Insights',
    description: 'Articles from our Microsoft specialists on Microsoft 365, Azure, cyber security, Power Platform and managed IT.',
  },
  'case-study': {
    title: 'Client Success Stories',
    description: 'Case studies of Microsoft 365, Azure, security and managed services projects we have delivered.',
  },
};

/** A YYYY-MM-DD date as midnight UTC. */
function calendarDate(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

/** An item's publication date; a published item without one counts from its creation. */
function publishedOn(item: FeedEntry): Date {
  return calendarDate(item.datePublished ?? item.dateCreated);
}

/**
 * RSS 2.0 of published items of one type, newest first as given, with absolute links from SITE_URL.
 * The build date is the newest item's date, so the same items always give the same XML (and ETag).
 */
export function contentFeedRss(items: FeedEntry[], type: ContentType, siteUrl: string): string {
  const listingUrl = `${siteUrl}${PUBLIC_LISTING_PATH[type]}`;
  const newest = items.map((item) => calendarDate(item.dateModified ?? item.dateCreated)).sort((a, b) => b.getTime() - a.getTime())[0];
  const feed = new Feed({
    ...CHANNEL[type],
    id: listingUrl,
    link: listingUrl,
    language: 'en-AU',
    copyright: '',
    updated: newest ?? calendarDate('1970-01-01'),
    feedLinks: { rss: `${siteUrl}${FEED_PATH[type]}` },
  });
  for (const item of items) {
    const url = publicItemUrl(siteUrl, type, item.slug);
    feed.addItem({
      title: item.title,
      id: url,
      link: url,
      date: publishedOn(item),
      description: item.metaDescription || item.description,
      category: item.category ? [{ name: item.category }] : undefined,
    });
  }
  return feed.rss2();
}
