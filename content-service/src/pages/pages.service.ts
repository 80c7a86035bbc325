import { Injectable } from '@nestjs/common';
import { type CachedResponse, toCachedBody } from '../cache/cached-response';
import { ContentCache } from '../cache/content-cache';
import { CONTENT_LIMITS, type ContentType } from '../content/content.constants';
import { ContentService } from '../content/content.service';
import { PUBLIC_ITEM_PATH } from '../content/public-paths';
import { PublicContentAnswers } from '../content/public-content-answers';
import { isWellFormedSlug } from '../content/slug';
import { PageRenderer } from './page-renderer';

const HTML = 'text/html; charset=utf-8';

/** The page, the type's not-found page, or the path of the page a renamed post moved to. */
export type RenderedPage = { status: 200 | 404; page: CachedResponse } | { status: 301; location: string };

/** The slug the not-found page of a type is rendered with; the page does not show it (see missingItemKey in web). */
const NOT_FOUND_SLUG = 'not-found';

/**
 * A public post's page (published, not scheduled, not in the trash), rendered once per content change and kept in the content cache (emptied on
 * every change in any instance). A draft or unknown slug gets the type's not-found page with 404; the
 * miss is remembered by the cache, so asking again costs no query, and the not-found page itself is
 * rendered once per type, so a flood of made-up slugs renders nothing.
 */
@Injectable()
export class PagesService {
  constructor(
    private readonly cache: ContentCache,
    private readonly renderer: PageRenderer,
    private readonly content: ContentService,
    private readonly answers: PublicContentAnswers,
  ) {}

  private readonly notFoundPages = new Map<ContentType, Promise<CachedResponse>>();

  /**
   * A listing with its first page of cards, rendered once per content change like the post pages. The
   * cards are the same read as the browser's `?fields=summary&limit=&offset=0` fetch, so the page and
   * that answer carry the same payload.
   */
  async listing(type: ContentType): Promise<CachedResponse> {
    const page = await this.cache.getOrLoad(
      `listing-page:${type}`,
      async () => {
        const limit = this.renderer.listingPageSize;
        const firstPage = await this.content.publishedListing({ type, fields: 'summary', limit, offset: 0 });
        return this.renderer.renderListing(type, firstPage);
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
    const movedTo = isWellFormedSlug(slug) ? await this.answers.movedTo(slug) : null;
    if (movedTo) {
      return { status: 301, location: `${PUBLIC_ITEM_PATH[movedTo.type]}${movedTo.slug}` };
    }
    return { status: 404, page: await this.notFoundPage(type) };
  }

  private notFoundPage(type: ContentType): Promise<CachedResponse> {
    let page = this.notFoundPages.get(type);
    if (!page) {
      page = this.renderer.render(type, NOT_FOUND_SLUG, null).then((html) => toCachedBody(html, HTML));
      // A failed render (no renderer yet) is not remembered.
      page.catch(() => this.notFoundPages.delete(type));
      this.notFoundPages.set(type, page);
    }
    return page;
  }

  private async renderPublished(type: ContentType, slug: string): Promise<string | null> {
    const found = await this.content.publishedBySlug(slug, type);
    if (!found) return null;
    // The body as visitors see it was made when the item was saved (cleaned again, library images as <picture>).
    const { renderedContent, ...item } = found;
    return this.renderer.render(type, slug, { ...item, content: renderedContent });
  }
}
