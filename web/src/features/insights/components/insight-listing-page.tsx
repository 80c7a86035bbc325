import { PageMeta } from '../../../components/page-meta';
import { PageHero } from '../../../components/ui/page-hero';
import { FEED_PATHS } from '../../../config/feeds';
import { useSiteConfig } from '../../../config/site-config-context';
import type { ContentSummary, ContentType } from '../../../types/content-item';
import { usePublishedSummaries } from '../api/get-published-summaries';
import { InsightCard } from './insight-card';

export interface InsightListingProps {
  type: ContentType;
  path: string;
  heroTitle: string;
  heroSubtitle: string;
  seoTitle: string;
  seoDescription: string;
  emptyText: string;
  itemHref: (slug: string) => string;
  linkText: 'Read More' | 'View Case Study';
}

export function InsightListingPage(props: InsightListingProps) {
  const { SITE_NAME } = useSiteConfig();
  const state = usePublishedSummaries(props.type);
  return (
    <>
      <PageMeta title={props.seoTitle} description={props.seoDescription} path={props.path} />
      <link rel="alternate" type="application/rss+xml" title={`${SITE_NAME}: ${props.heroTitle}`} href={FEED_PATHS[props.type]} />
      <PageHero overline="Insights" title={props.heroTitle} subtitle={props.heroSubtitle} />
      <section className="section" aria-label={props.heroTitle}>
        {/* Holds its height from the first paint, so the cards arriving never move the footer into view. */}
        <div className="container insight-listing">
          {state.status === 'loading' ? (
            <p className="insight-listing__loading" role="status">
              Loading...
            </p>
          ) : (
            <>
              <Cards items={state.items} {...props} />
              {state.hasMore && (
                <div className="insight-listing__more">
                  <button type="button" className="button button--secondary" onClick={state.loadMore} disabled={state.loadingMore} aria-busy={state.loadingMore}>
                    Load more
                  </button>
                </div>
              )}
            </>
          )}
        </div>
      </section>
    </>
  );
}

function Cards({ items, emptyText, itemHref, linkText }: InsightListingProps & { items: ContentSummary[] }) {
  if (items.length === 0) return <p className="insight-listing__empty">{emptyText}</p>;
  return (
    <ul className="card-grid insight-listing__grid">
      {items.map((item, index) => (
        <li key={item.id}>
          <InsightCard item={item} href={itemHref(item.slug)} linkText={linkText} priority={index === 0} />
        </li>
      ))}
    </ul>
  );
}
