import { PageMeta } from '../../../components/page-meta';
import { PageHero } from '../../../components/ui/page-hero';
import type { ContentItem, ContentType } from '../../../types/content-item';
import { usePublishedItems } from '../api/get-published-items';
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
  const state = usePublishedItems(props.type);
  return (
    <>
      <PageMeta title={props.seoTitle} description={props.seoDescription} path={props.path} />
      <PageHero overline="Insights" title={props.heroTitle} subtitle={props.heroSubtitle} />
      <section className="section" aria-label={props.heroTitle}>
        <div className="container">
          {state.status === 'loading' ? (
            <p className="insight-listing__loading" role="status">
              Loading...
            </p>
          ) : (
            <Cards items={state.status === 'ready' ? state.data : []} {...props} />
          )}
        </div>
      </section>
    </>
  );
}

function Cards({ items, emptyText, itemHref, linkText }: InsightListingProps & { items: ContentItem[] }) {
  if (items.length === 0) return <p className="insight-listing__empty">{emptyText}</p>;
  return (
    <ul className="card-grid insight-listing__grid">
      {items.map((item) => (
        <li key={item.id}>
          <InsightCard item={item} href={itemHref(item.slug)} linkText={linkText} />
        </li>
      ))}
    </ul>
  );
}
