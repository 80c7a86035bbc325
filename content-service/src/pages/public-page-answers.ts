import { Injectable } from '@nestjs/common';
import { type CachedResponse, toCachedBody } from '../cache/cached-response';
import { ContentCache } from '../cache/content-cache';
import { CONTENT_LIMITS, type ContentType } from '../content/content.constants';
import { PagesService } from './pages.service';

const HTML = 'text/html; charset=utf-8';

/** The page, the type's not-found page, or the path of the page a renamed post moved to. */
export type RenderedPage = { status: 200 | 404; page: CachedResponse } | { status: 301; location: string };

/**
 * The public pages as they are answered: PagesService's HTML, compressed once per content change and kept
 * in the content cache (emptied on every change in any instance). A draft or unknown slug gets the type's
 * not-found page with 404; the miss is remembered by the cache, so asking again costs no query, and the
 * not-found page itself is made once per type, so a flood of made-up slugs renders nothing.
 */
@Injectable()
export class PublicPageAnswers {
  private readonly notFoundPages = new Map<ContentType, Promise<CachedResponse>>();

  constructor(
    private readonly cache: ContentCache,
    private readonly pages: PagesService,
  ) {}

  async listing(type: ContentType): Promise<CachedResponse> {
    const page = await this.cache.getOrLoad(`listing-page:${type}`, () => this.pages.listing(type), toHtmlBody);
    // A load never answers null (a page is always rendered), so this is only for the type checker.
    if (!page) throw new Error(`The ${type} listing rendered nothing`);
    return page;
  }

  async page(type: ContentType, slug: string): Promise<RenderedPage> {
    const found = slug.length <= CONTENT_LIMITS.slug ? await this.cache.getOrLoad(`page:${type}:${slug}`, () => this.pages.published(type, slug), toHtmlBody) : null;
    if (found) return { status: 200, page: found };
    const movedTo = await this.pages.movedTo(slug);
    if (movedTo) return { status: 301, location: movedTo };
    return { status: 404, page: await this.notFoundPage(type) };
  }

  private notFoundPage(type: ContentType): Promise<CachedResponse> {
    let page = this.notFoundPages.get(type);
    if (!page) {
      page = this.pages.notFound(type).then(toHtmlBody);
      // A failed render (no renderer yet) is not remembered.
      page.catch(() => this.notFoundPages.delete(type));
      this.notFoundPages.set(type, page);
    }
    return page;
  }
}

function toHtmlBody(html: unknown): CachedResponse {
  return toCachedBody(html as string, HTML);
}
