import { socialCardOf } from '@site/contracts';
import { shareImageUrl } from '../../../lib/media-image';
import { useParams } from 'react-router-dom';
import { ContentArticle } from '../../../components/content/content-article';
import { PageMeta } from '../../../components/page-meta';
import { useSiteConfig } from '../../../config/site-config-context';
import { useStructuredData } from '../../../lib/structured-data';
import type { ContentItem, ContentType } from '../../../types/content-item';
import { usePublishedItem } from '../api/get-published-item';
import { ARTICLE_STRUCTURED_DATA_ID, articleStructuredData } from '../structured-data';

interface InsightDetailPageProps {
  type: ContentType;
  notFoundText: 'Post not found' | 'Case Study not found';
  itemPath: (slug: string) => string;
}

export function InsightDetailPage({ type, notFoundText, itemPath }: InsightDetailPageProps) {
  const { slug = '' } = useParams();
  const state = usePublishedItem(type, slug);
  if (state.status === 'loading') {
    return (
      <div className="container section" role="status">
        Loading...
      </div>
    );
  }
  const item = state.status === 'ready' ? state.data : null;
  if (!item) {
    return (
      <section className="section" aria-labelledby="not-found-heading">
        {/* No path: the content service renders this page once for every unknown slug of the type. */}
        <PageMeta title={notFoundText} description={notFoundText} noIndex />
        <div className="container">
          <h1 id="not-found-heading">{notFoundText}</h1>
        </div>
      </section>
    );
  }
  return <PublishedItem item={item} path={itemPath(item.slug)} />;
}

function PublishedItem({ item, path }: { item: ContentItem; path: string }) {
  const site = useSiteConfig();
  const card = socialCardOf(item);
  // The service names the 1200 x 630 crop around the focal point; an older answer without it keeps the 1200 px variant.
  const shareImage = item.socialImage ?? (card.imageUrl ? { url: shareImageUrl(card.imageUrl), width: null, height: null } : null);
  useStructuredData(ARTICLE_STRUCTURED_DATA_ID, articleStructuredData(item, `${site.SITE_URL}${path}`, site));
  return (
    <>
      <PageMeta
        title={item.title}
        description={item.metaDescription || item.description}
        path={path}
        image={shareImage?.url}
        imageWidth={shareImage?.width}
        imageHeight={shareImage?.height}
        shareTitle={card.title}
        shareDescription={card.description}
        type="article"
        publishedTime={item.datePublished ?? undefined}
        modifiedTime={item.dateModified || undefined}
      />
      <ContentArticle item={item} />
    </>
  );
}
