import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { type CachedResponse, toCachedBody } from '../cache/cached-response';
import { ContentCache } from '../cache/content-cache';
import { CONTENT_LIMITS, type ContentType } from '../content/content.constants';
import { ContentItem } from '../content/content.entity';
import { ContentService } from '../content/content.service';
import { sanitiseHtml } from '../content/html-sanitiser';
import { PageRenderer } from './page-renderer';

const HTML = 'text/html; charset=utf-8';

export interface RenderedPage {
  status: 200 | 404;
  page: CachedResponse;
}

/**
 * A published post's page, rendered once per content change and kept in the content cache (emptied on
 * every change in any instance). A draft or unknown slug gets the not-found page with 404; that answer
 * is remembered by the cache, so asking again costs no query.
 */
@Injectable()
export class PagesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cache: ContentCache,
    private readonly renderer: PageRenderer,
    private readonly content: ContentService,
  ) {}

  /**
   * A listing with its first page of cards, rendered once per content change like the post pages. The
   * cards come from the same cached read as the browser's `?fields=summary&limit=&offset=0` fetch, so
   * the page and that answer are the same payload.
   */
  async listing(type: ContentType): Promise<CachedResponse> {
    const page = await this.cache.getOrLoad(
      `listing-page:${type}`,
      async () => {
        const limit = this.renderer.listingPageSize;
        const firstPage = await this.content.publishedListing({ type, fields: 'summary', limit, offset: 0 });
        return this.renderer.renderListing(type, JSON.parse(firstPage.body));
      },
      (html) => toCachedBody(html as string, HTML),
    );
    // A load never answers null (a page is always rendered), so this is only for the type checker.
    if (!page) throw new Error(`The ${type} listing rendered nothing`);
    return page;
  }

  async page(type: ContentType, slug: string): Promise<RenderedPage> {
    const found =
      slug.length <= CONTENT_LIMITS.slug
        ? await this.cache.getOrLoad(
            `page:${type}:${slug}`,
            () => this.renderPublished(type, slug),
            (html) => toCachedBody(html as string, HTML),
          )
        : null;
    if (found) {
      return { status: 200, page: found };
    }
    return { status: 404, page: toCachedBody(await this.renderer.render(type, slug, null), HTML) };
  }

  private async renderPublished(type: ContentType, slug: string): Promise<string | null> {
    const item = await this.dataSource.manager.findOneBy(ContentItem, { slug, type, status: 'published' });
    // Stored bodies were sanitised on write; this second pass matches what the browser does to fetched posts.
    return item ? this.renderer.render(type, slug, { ...item, content: sanitiseHtml(item.content) }) : null;
  }
}
