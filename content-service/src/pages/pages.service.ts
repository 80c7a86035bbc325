import { Injectable } from '@nestjs/common';
import type { ContentType } from '../content/content.constants';
import { ContentService } from '../content/content.service';
import { PUBLIC_ITEM_PATH } from '../content/public-paths';
import { PublicContentAnswers } from '../content/public-content-answers';
import { isWellFormedSlug } from '../content/slug';
import { PageRenderer } from './page-renderer';

/** The slug the not-found page of a type is rendered with; the page does not show it (see missingItemKey in web). */
const NOT_FOUND_SLUG = 'not-found';

/**
 * The public pages' HTML: a published post's page (not scheduled, not in the trash), a listing with its
 * first page of cards, a type's not-found page, and where a renamed post moved. Plain HTML; caching and
 * sending are PublicPageAnswers'.
 */
@Injectable()
export class PagesService {
  constructor(
    private readonly renderer: PageRenderer,
    private readonly content: ContentService,
    private readonly answers: PublicContentAnswers,
  ) {}

  /**
   * A listing with its first page of cards. The cards are the same read as the browser's
   * `?fields=summary&limit=&offset=0` fetch, so the page and that answer carry the same payload.
   */
  async listing(type: ContentType): Promise<string> {
    const firstPage = await this.content.publishedListing({ type, fields: 'summary', limit: this.renderer.listingPageSize, offset: 0 });
    return this.renderer.renderListing(type, firstPage);
  }

  /** The page of the published item at `slug`, or null when there is none. */
  async published(type: ContentType, slug: string): Promise<string | null> {
    const found = await this.content.publishedBySlug(slug, type);
    if (!found) return null;
    // The body as visitors see it was made when the item was saved (cleaned again, library images as <picture>).
    const { renderedContent, ...item } = found;
    return this.renderer.render(type, slug, { ...item, content: renderedContent });
  }

  /** The public path a renamed post's old slug now leads to, if any. */
  async movedTo(slug: string): Promise<string | null> {
    const moved = isWellFormedSlug(slug) ? await this.answers.movedTo(slug) : null;
    return moved ? `${PUBLIC_ITEM_PATH[moved.type]}${moved.slug}` : null;
  }

  notFound(type: ContentType): Promise<string> {
    return this.renderer.render(type, NOT_FOUND_SLUG, null);
  }
}
