import { Injectable, NotFoundException } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { type CachedResponse, toCachedBody, toCachedResponse } from '../cache/cached-response';
import { ContentCache } from '../cache/content-cache';
import type { AppConfig } from '../config/app.config';
import type { RedirectTarget } from '../redirects/slug-redirects';
import { FEED_CONTENT_TYPE, type FeedEntry, contentFeedRss } from './content-feed';
import { type SitemapEntry, contentSitemapXml } from './content-sitemap';
import { CONTENT_NOT_FOUND, type ContentType } from './content.constants';
import { ContentService } from './content.service';
import type { ContentListQueryDto } from './dto/content-list-query.dto';
import { isWellFormedSlug } from './slug';

const SITEMAP_CONTENT_TYPE = 'application/xml; charset=utf-8';

/** A public read by slug: the item, or the address it moved to (301). */
export type PublicRead = { found: CachedResponse } | { movedTo: RedirectTarget };

/**
 * The public reads as they are answered: ContentService's data, serialised and compressed once per
 * content change and kept in the content cache (emptied on every change in any instance).
 */
@Injectable()
export class PublicContentAnswers {
  constructor(
    private readonly content: ContentService,
    private readonly cache: ContentCache,
    private readonly config: ConfigService,
  ) {}

  async list(type?: ContentType): Promise<CachedResponse> {
    return (await this.cache.getOrLoad(`list:${type ?? 'all'}`, () => this.content.publishedList(type))) ?? toCachedResponse([]);
  }

  async listing(query: ContentListQueryDto): Promise<CachedResponse> {
    const { type, fields, limit, offset = 0 } = query;
    const key = `listing:${type ?? 'all'}:${fields ?? 'all'}:${limit ?? ''}:${offset}`;
    return (await this.cache.getOrLoad(key, () => this.content.publishedListing(query))) ?? toCachedResponse([]);
  }

  /** RSS 2.0 of the newest published items of one type. */
  async feed(type: ContentType): Promise<CachedResponse> {
    const cached = await this.cache.getOrLoad(
      `feed:${type}`,
      () => this.content.publishedFeed(type),
      (items) => toCachedBody(contentFeedRss(items as FeedEntry[], type, this.siteUrl), FEED_CONTENT_TYPE),
    );
    return cached ?? toCachedBody(contentFeedRss([], type, this.siteUrl), FEED_CONTENT_TYPE);
  }

  async sitemap(): Promise<CachedResponse> {
    const cached = await this.cache.getOrLoad(
      'sitemap',
      () => this.content.publishedForSitemap(),
      (items) => toCachedBody(contentSitemapXml(items as SitemapEntry[], this.siteUrl), SITEMAP_CONTENT_TYPE),
    );
    return cached ?? toCachedBody(contentSitemapXml([], this.siteUrl), SITEMAP_CONTENT_TYPE);
  }

  /** The public item at this slug, or where the item that had it is now; 404 when neither. */
  async bySlug(slug: string): Promise<PublicRead> {
    // Only a well-formed slug can name an item, so anything else is not looked up (nor cached).
    if (!isWellFormedSlug(slug)) {
      throw new NotFoundException(CONTENT_NOT_FOUND);
    }
    const found = await this.cache.getOrLoad(`slug:${slug}`, () => this.content.publishedBySlug(slug));
    if (found) {
      return { found };
    }
    const movedTo = await this.movedTo(slug);
    if (!movedTo) {
      throw new NotFoundException(CONTENT_NOT_FOUND);
    }
    return { movedTo };
  }

  /** Where a public item that used to be at this slug is now, cached like the items themselves. */
  movedTo(slug: string): Promise<RedirectTarget | null> {
    return this.cache.getOrLoadValue(`moved:${slug}`, () => this.content.movedTo(slug));
  }

  private get siteUrl(): string {
    return this.config.getOrThrow<AppConfig>('app').siteUrl;
  }
}
