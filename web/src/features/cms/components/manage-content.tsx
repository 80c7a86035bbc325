import { useState } from 'react';
import { formatDate } from '../../../lib/format-date';
import type { ContentItem, ContentType } from '../../../types/content-item';
import { authorshipText, type ContentPermissions } from '../content-permissions';

const FILTERS: Array<{ label: string; type: ContentType | null }> = [
  { label: 'All Content', type: null },
  { label: 'Blog Posts', type: 'blog' },
  { label: 'Case Studies', type: 'case-study' },
];

interface ManageContentProps {
  items: ContentItem[];
  onEdit: (item: ContentItem) => void;
  onDelete: (item: ContentItem) => void;
  permissions: Pick<ContentPermissions, 'canEdit' | 'canDelete'>;
}

export function ManageContent({ items, onEdit, onDelete, permissions }: ManageContentProps) {
  const [filter, setFilter] = useState<ContentType | null>(null);
  const shown = filter ? items.filter((item) => item.type === filter) : items;
  return (
    <div className="cms-manage">
      <div className="cms-manage__filters" role="group" aria-label="Filter content">
        {FILTERS.map(({ label, type }) => (
          <button key={label} type="button" className="cms-manage__filter" aria-pressed={filter === type} onClick={() => setFilter(type)}>
            {label}
          </button>
        ))}
      </div>
      {shown.length === 0 ? (
        <p>No content yet.</p>
      ) : (
        <ul className="card-grid cms-manage__list">
          {shown.map((item) => (
            <li key={item.id}>
              <article className="card cms-card" aria-label={item.title}>
                {item.imageUrl && <img className="cms-card__image" src={item.imageUrl} alt={item.imageAlt} loading="lazy" />}
                <p className="cms-card__type">{item.type === 'blog' ? 'Blog Post' : 'Case Study'}</p>
                <h3 className="cms-card__title">{item.title}</h3>
                <p className="cms-card__meta">{item.author}</p>
                <p className="cms-card__meta">{formatDate(item.datePublished, 'Date not set')}</p>
                {authorshipText(item) && <p className="cms-card__meta">{authorshipText(item)}</p>}
                <p className={`cms-card__status cms-card__status--${item.status}`}>{item.status === 'published' ? 'Published' : 'Draft'}</p>
                <div className="cms-card__actions">
                  {permissions.canEdit(item) && (
                    <button type="button" className="button button--secondary" onClick={() => onEdit(item)}>
                      Edit
                    </button>
                  )}
                  {permissions.canDelete(item) && (
                    <button type="button" className="button button--danger" onClick={() => onDelete(item)}>
                      Delete
                    </button>
                  )}
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
