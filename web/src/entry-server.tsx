import './styles/index.css';
import type { InsightListingRequest, InsightPageRequest, PageRendererModule, ReviewPageRequest } from '@site/contracts';
import { StrictMode, type ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes } from './app/app-routes';
import { Document, type DocumentAssets, type DocumentData } from './app/document';
import { preloadRoute } from './app/routes';
import { paths } from './config/paths';
import type { RuntimeConfig } from './config/runtime-config';
import { SiteConfigProvider } from './config/site-config-context';
import { missingItemKey, publishedItemKey } from './features/insights/api/get-published-item';
import { publishedSummariesKey } from './features/insights/api/get-published-summaries';
import { reviewPageKey } from './features/reviews/api/review-page-item';
import { ARTICLE_STRUCTURED_DATA_ID, articleStructuredData } from './features/insights/structured-data';
import { jsonForScript } from './lib/structured-data';
import { withPageBootstrap } from './page-bootstrap/page-bootstrap-tag';

export { staticPublicPaths, aliasPaths, staffPublicPaths } from './config/paths';
export { parseRuntimeConfig } from './config/runtime-config';
/** How many cards a listing page is rendered with: the first page the browser would fetch. */
export { LISTING_PAGE_SIZE } from './features/insights/api/get-published-summaries';

export interface RenderOptions {
  config: RuntimeConfig;
  assets: DocumentAssets;
}

/** What the content service asks of this module (@site/contracts' PageRendererModule): checked here, where it is kept. */
type _OffersTheRendererContract = Assert<typeof import('./entry-server') extends PageRendererModule<RenderOptions> ? true : false>;
type Assert<T extends true> = T;
export type { InsightListingRequest, InsightPageRequest, ReviewPageRequest };

/**
 * Renders the whole document for one URL, with its page chunks and content modules loaded first.
 * Used at build time (the prerender); fit for rendering one page at request time too.
 */
export function renderPage(url: string, { config, assets }: RenderOptions): Promise<string> {
  return renderRoute(url, { config, assets });
}

/**
 * Renders a blog post or case study page at request time (the content service calls this): the app's own
 * page with the item in it, its head tags and JSON-LD, and the item kept in the document for hydration.
 */
export function renderInsightPage({ type, slug, item }: InsightPageRequest, { config, assets }: RenderOptions): Promise<string> {
  const path = type === 'blog' ? paths.blogPost(slug) : paths.caseStudy(slug);
  const structuredData = item
    ? { [ARTICLE_STRUCTURED_DATA_ID]: jsonForScript(articleStructuredData(item, `${config.SITE_URL}${path}`, config)) }
    : undefined;
  const initialData = item ? { [publishedItemKey(type, slug)]: item } : { [missingItemKey(type)]: null };
  return renderRoute(path, { config, assets, initialData, structuredData });
}

/**
 * Renders the blog or case-study listing at request time (the content service calls this) with its first
 * page of cards, kept in the document so the browser hydrates the cards instead of Loading... and a fetch.
 */
export function renderInsightListing({ type, firstPage }: InsightListingRequest, { config, assets }: RenderOptions): Promise<string> {
  const path = type === 'blog' ? paths.blogs() : paths.caseStudies();
  return renderRoute(path, { config, assets, initialData: { [publishedSummariesKey(type)]: firstPage } });
}

/**
 * Renders a draft shared for review (the content service calls this once it has checked the link): the
 * article as its public page shows it, a "Draft for review" banner and the reviewer's form, hydrated like any page.
 */
export function renderReviewPage({ token, item }: ReviewPageRequest, { config, assets }: RenderOptions): Promise<string> {
  return renderRoute(paths.review(token), { config, assets, initialData: { [reviewPageKey(token)]: item } });
}

async function renderRoute(url: string, data: DocumentData): Promise<string> {
  const { config, assets } = data;
  await preloadRoute(new URL(url, config.SITE_URL).pathname);
  return renderDocument(
    <Document data={data}>
      <SiteConfigProvider initial={config}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </SiteConfigProvider>
    </Document>,
    assets,
  );
}

/** The SPA shell for pages rendered only in the browser: the document's head and an empty #root. */
export function renderShell({ config, assets }: RenderOptions): Promise<string> {
  return renderDocument(<Document data={{ config, assets }} shellTitle={config.SITE_NAME} />, assets);
}

/** Waits for everything (no streamed segments, so React adds no inline script of its own) and returns the HTML with the page bootstrap. */
async function renderDocument(document: ReactElement, assets: DocumentAssets): Promise<string> {
  const { prelude } = await prerenderToNodeStream(<StrictMode>{document}</StrictMode>, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  let html = '';
  for await (const chunk of prelude) html += chunk.toString();
  return withPageBootstrap(html, assets.entry);
}
