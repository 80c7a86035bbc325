import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format-date';
import type { ContentSummary } from '../../../types/content-item';
import { authorshipText } from '../content-permissions';

interface ContentCardProps {
  item: ContentSummary;
  canEdit: boolean;
  canDelete: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** Spec 2.13's card (image, type, title, author, date, status, Edit, Delete), with its schedule and public page. */
export function ContentCard({ item, canEdit, canDelete, onEdit, onDelete }: ContentCardProps) {
  const live = item.status === 'published' && !item.scheduledFor;
  const publicPath = item.type === 'blog' ? paths.blogPost(item.slug) : paths.caseStudy(item.slug);
  const authorship = authorshipText(item);
  return (
    <article className="card cms-card" aria-label={item.title}>
      {item.imageUrl && <img className="cms-card__image" src={item.imageUrl} alt={item.imageAlt} loading="lazy" />}
      <p className="cms-card__type">{item.type === 'blog' ? 'Blog Post' : 'Case Study'}</p>
      <h3 className="cms-card__title">{item.title}</h3>
      <p className="cms-card__meta">{item.author}</p>
      <p className="cms-card__meta">{formatDate(item.datePublished, 'Date not set')}</p>
      {authorship && <p className="cms-card__meta">{authorship}</p>}
      <p className={`cms-card__status cms-card__status--${item.status}`}>{item.status === 'published' ? 'Published' : 'Draft'}</p>
      {item.scheduledFor && <p className="cms-card__scheduled">Scheduled for {formatDate(item.scheduledFor)}</p>}
      <div className="cms-card__actions">
        {canEdit && (
          <button type="button" className="button button--secondary" onClick={onEdit}>
            Edit
          </button>
        )}
        {canDelete && (
          <button type="button" className="button button--danger" onClick={onDelete}>
            Delete
          </button>
        )}
        {live && (
          <a className="cms-card__live" href={publicPath} target="_blank" rel="noopener">
            View live<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        )}
      </div>
    </article>
  );
}
