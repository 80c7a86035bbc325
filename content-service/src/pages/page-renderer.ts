import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Injectable, Logger, OnModuleInit, ServiceUnavailableException } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { ContentType } from '../content/content.constants';
import type { ContentItem, ContentRendering } from '../content/content.entity';

/** An item as a page shows it: `content` is the body as visitors see it. */
type PageItem = Omit<ContentItem, keyof ContentRendering>;
import type { PagesConfig } from './pages.config';

/** What the web build's server entry (web/src/entry-server.tsx) offers; its own types stay in the web workspace. */
interface RendererModule {
  renderInsightPage(
    request: { type: ContentType; slug: string; item: PageItem | null },
    options: { config: unknown; assets: unknown },
  ): Promise<string>;
  renderInsightListing(request: { type: ContentType; firstPage: unknown }, options: { config: unknown; assets: unknown }): Promise<string>;
  renderReviewPage(request: { token: string; item: PageItem }, options: { config: unknown; assets: unknown }): Promise<string>;
  /** How many cards the listing shows before Load more. */
  LISTING_PAGE_SIZE: number;
  parseRuntimeConfig(source: NodeJS.ProcessEnv): unknown;
}

export const RENDERER_ENTRY = 'entry-server.cjs';
export const RENDERER_ASSETS = 'assets.json';

/**
 * Renders blog post and case study pages, and their two listings, with the web app's own components, from
 * the renderer the web build emits. Without it (web not built) the service still serves its API; page
 * requests answer 503 and nginx falls back to the SPA shell (the prerendered file for a listing).
 */
@Injectable()
export class PageRenderer implements OnModuleInit {
  private readonly logger = new Logger(PageRenderer.name);
  private readonly rendererDir: string;
  private loaded?: { module: RendererModule; options: { config: unknown; assets: unknown } };

  constructor(config: ConfigService) {
    this.rendererDir = config.getOrThrow<PagesConfig>('pages').rendererDir;
  }

  onModuleInit(): void {
    const entry = path.join(this.rendererDir, RENDERER_ENTRY);
    const assetsFile = path.join(this.rendererDir, RENDERER_ASSETS);
    if (!existsSync(entry) || !existsSync(assetsFile)) {
      this.logger.warn(`No page renderer in ${this.rendererDir} (build the web workspace); post pages answer 503`);
      return;
    }
    // The renderer is a build output, not a dependency: its path comes from configuration.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const module = require(entry) as RendererModule;
    const assets: unknown = JSON.parse(readFileSync(assetsFile, 'utf8'));
    // The same settings the site's /config.js is written from, so the page hydrates without a change.
    this.loaded = { module, options: { config: module.parseRuntimeConfig(process.env), assets } };
  }

  render(type: ContentType, slug: string, item: PageItem | null): Promise<string> {
    const { module, options } = this.renderer();
    return module.renderInsightPage({ type, slug, item }, options);
  }

  /** A draft shared for review: `item.content` must already be the body as visitors would see it. */
  renderReview(token: string, item: PageItem): Promise<string> {
    const { module, options } = this.renderer();
    return module.renderReviewPage({ token, item }, options);
  }

  /** `firstPage` is the listing's first page exactly as the browser would fetch it (see listingPageSize). */
  renderListing(type: ContentType, firstPage: unknown): Promise<string> {
    const { module, options } = this.renderer();
    return module.renderInsightListing({ type, firstPage }, options);
  }

  /** The cards a listing starts with, as the web app fetches them. */
  get listingPageSize(): number {
    return this.renderer().module.LISTING_PAGE_SIZE;
  }

  private renderer(): NonNullable<PageRenderer['loaded']> {
    if (!this.loaded) {
      throw new ServiceUnavailableException('Pages are not available: the web build is missing');
    }
    return this.loaded;
  }
}
