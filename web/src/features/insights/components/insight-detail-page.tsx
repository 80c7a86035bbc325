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
  useStructuredData(ARTICLE_STRUCTURED_DATA_ID, articleStructuredData(item, `${site.SITE_URL}${path}`, site));
  return (
    <>
      <PageMeta
        title={item.title}
        description={item.metaDescription || item.description}
        path={path}
        image={item.imageUrl ? shareImageUrl(item.imageUrl) : undefined}
        type="article"
        publishedTime={item.datePublished ?? undefined}
        modifiedTime={item.dateModified || undefined}
      />
      <ContentArticle item={item} />
    </>
  );
}
