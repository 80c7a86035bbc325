import type { ContentItemView, ContentSummaryView, ContentType } from '../content/content-item.view';
import type { Page } from '../paging/page';

/** The files the web build's page renderer leaves in its folder (web/dist-server) for the content service. */
export const RENDERER_ENTRY = 'entry-server.cjs';
export const RENDERER_ASSETS = 'assets.json';

/** A blog post or case study page as the content service asks for it; `item` is null for a draft or an unknown slug. */
export interface InsightPageRequest {
  type: ContentType;
  slug: string;
  /** The published item, its body already sanitised; null renders the page's not-found text. */
  item: ContentItemView | null;
}

/** A review page (issue 35): the item as its public page shows it, for someone holding a review link. */
export interface ReviewPageRequest {
  /** The link's token, which the page's form sends back with the decision. */
  token: string;
  /** The item as it is now, its body already sanitised as on its public page; `version` is the one reviewed. */
  item: ContentItemView & { version: number };
}

/** A listing page as the content service asks for it. */
export interface InsightListingRequest {
  type: ContentType;
  /** The newest LISTING_PAGE_SIZE published summaries, as `GET /api/content?type=&fields=summary&limit=&offset=0` answers. */
  firstPage: Page<ContentSummaryView>;
}

/**
 * What the web build's server entry (web/src/entry-server.tsx) offers the content service. `Options` (the
 * runtime configuration and the built assets) stays the web app's own: the service passes on what
 * `parseRuntimeConfig` and the assets file give it.
 */
export interface PageRendererModule<Options = { config: unknown; assets: unknown }> {
  renderInsightPage(request: InsightPageRequest, options: Options): Promise<string>;
  renderInsightListing(request: InsightListingRequest, options: Options): Promise<string>;
  renderReviewPage(request: ReviewPageRequest, options: Options): Promise<string>;
  /** How many cards the listing shows before Load more. */
  LISTING_PAGE_SIZE: number;
  parseRuntimeConfig(source: Record<string, string | undefined>): unknown;
}
