import { formatDate } from '../../lib/format-date';
import { MediaPicture } from './media-picture';
import type { ContentItem } from '../../types/content-item';

type ArticleFields = Pick<ContentItem, 'type' | 'title' | 'author' | 'category' | 'datePublished' | 'content' | 'imageUrl' | 'imageAlt' | 'imageFocus'>;

/**
 * A blog post or case study as the public page shows it; the editor's preview uses the same component.
 * `item.content` is shown as it is and must already be sanitised: the caller knows where it came from. A
 * published item's is the body the content service rendered when it was saved, library images already
 * <picture>s (see usePublishedItem); the preview's is the body being edited.
 */
export function ContentArticle({ item }: { item: ArticleFields }) {
  const isCaseStudy = item.type === 'case-study';
  return (
    <article className="content-article">
      <header className="content-article__hero">
        {item.imageUrl && (
          <MediaPicture className="content-article__image" src={item.imageUrl} alt={item.imageAlt} sizes="100vw" width={1200} height={630} fetchPriority="high" focus={item.imageFocus} />
        )}
        <div className="container content-article__heading">
          {item.category && <p className="content-article__category">{item.category}</p>}
          <h1 className="content-article__title">{item.title}</h1>
          <p className="content-article__meta">
            {item.author && <span>{isCaseStudy ? `Client: ${item.author}` : `By ${item.author}`}</span>}
            <span>{formatDate(item.datePublished, 'Date not set')}</span>
          </p>
        </div>
      </header>
      <div className="container content-article__body" dangerouslySetInnerHTML={{ __html: item.content }} />
    </article>
  );
}
