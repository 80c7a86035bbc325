import { XMLBuilder } from 'fast-xml-parser';
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

/**
 * Authors' text goes into CDATA sections, which fast-xml-parser's builder splits at every `]]>` (the `feed`
 * package used before split only the first, so a title with two could close the section and add elements);
 * everything else is escaped text.
 */
const CDATA = '#cdata';
const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  cdataPropName: CDATA,
  suppressEmptyNode: true,
  processEntities: true,
});

/** A YYYY-MM-DD date as midnight UTC. */
function calendarDate(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

/** An item's publication date; a published item without one counts from its creation. */
function publishedOn(item: FeedEntry): Date {
  return calendarDate(item.datePublished ?? item.dateCreated);
}

function feedItem(item: FeedEntry, type: ContentType, siteUrl: string): Record<string, unknown> {
  const url = publicItemUrl(siteUrl, type, item.slug);
  const description = item.metaDescription || item.description;
  return {
    title: { [CDATA]: item.title },
    link: url,
    guid: url,
    pubDate: publishedOn(item).toUTCString(),
    ...(description ? { description: { [CDATA]: description } } : {}),
    ...(item.category ? { category: item.category } : {}),
  };
}

/**
 * RSS 2.0 of published items of one type, newest first as given, with absolute links from SITE_URL.
 * The build date is the newest item's date, so the same items always give the same XML (and ETag).
 */
export function contentFeedRss(items: FeedEntry[], type: ContentType, siteUrl: string): string {
  const listingUrl = `${siteUrl}${PUBLIC_LISTING_PATH[type]}`;
  const newest = items.map((item) => calendarDate(item.dateModified ?? item.dateCreated)).sort((a, b) => b.getTime() - a.getTime())[0];
  const document = {
    '?xml': { '@version': '1.0', '@encoding': 'utf-8' },
    rss: {
      '@version': '2.0',
      '@xmlns:atom': 'http://www.w3.org/2005/Atom',
      channel: {
        ...CHANNEL[type],
        link: listingUrl,
        lastBuildDate: (newest ?? calendarDate('1970-01-01')).toUTCString(),
        docs: 'https://validator.w3.org/feed/docs/rss2.html',
        language: 'en-AU',
        'atom:link': { '@href': `${siteUrl}${FEED_PATH[type]}`, '@rel': 'self', '@type': 'application/rss+xml' },
        item: items.map((item) => feedItem(item, type, siteUrl)),
      },
    },
  };
  return builder.build(document) as string;
}
