import { useEffect, useRef } from 'react';
import type { ContentSummary, ContentType } from '../../../types/content-item';
import type { ContentPermissions } from '../content-permissions';
import type { ContentPage } from '../api/list-content-page';
import { useContentList } from '../use-content-list';
import { ContentCard } from './content-card';

const FILTERS: Array<{ label: string; type: ContentType | null }> = [
  { label: 'All Content', type: null },
  { label: 'Blog Posts', type: 'blog' },
  { label: 'Case Studies', type: 'case-study' },
];

interface ManageContentProps {
  onEdit: (item: ContentSummary) => void;
  /** After a delete: the editor starts afresh if it held that item. */
  onDeleted: (id: string) => void;
  permissions: Pick<ContentPermissions, 'canEdit' | 'canDelete'>;
  /** The first page, when the route's loader read it as the editor opened on this tab (taken once). */
  takeFirstPage?: () => Promise<ContentPage> | undefined;
}

export function ManageContent({ onEdit, onDeleted, permissions, takeFirstPage }: ManageContentProps) {
  const list = useContentList(onDeleted, takeFirstPage);
  const empty = list.type === null && !list.searching ? 'No content yet.' : 'No content matches.';
  return (
    <div className="cms-manage">
      <div className="cms-manage__tools">
        <div className="cms-manage__filters" role="group" aria-label="Filter content">
          {FILTERS.map(({ label, type }) => (
            <button key={label} type="button" className="cms-manage__filter" aria-pressed={list.type === type} onClick={() => list.setType(type)}>
              {label}
            </button>
          ))}
        </div>
        <div className="cms-manage__search form-field">
          <label className="form-field__label" htmlFor="cms-search">
            Search by title, author or tag
          </label>
          <input id="cms-search" type="search" value={list.searchText} onChange={(event) => list.setSearchText(event.target.value)} />
        </div>
      </div>
      <p className="cms-manage__count" role="status">
        {list.loading && list.items.length === 0 ? 'Loading...' : list.total > 0 ? `Showing ${list.items.length} of ${list.total}` : ''}
      </p>
      {!list.loading && list.items.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ul className="card-grid cms-manage__list">
          {list.items.map((item) => (
            <li key={item.id}>
              <ContentCard
                item={item}
                canEdit={permissions.canEdit(item)}
                canDelete={permissions.canDelete(item)}
                onEdit={() => onEdit(item)}
                onDelete={() => void list.remove(item)}
              />
            </li>
          ))}
        </ul>
      )}
      {list.hasMore && <LoadMore loading={list.loading} onLoadMore={list.loadMore} />}
    </div>
  );
}

/** Loads the next page when it scrolls into view; the button is there for keyboards and browsers without IntersectionObserver. */
function LoadMore({ loading, onLoadMore }: { loading: boolean; onLoadMore: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const target = button.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onLoadMore();
    }, { rootMargin: '400px 0px' });
    observer.observe(target);
    return () => observer.disconnect();
  }, [onLoadMore]);
  return (
    <div className="cms-manage__more">
      <button ref={button} type="button" className="button button--secondary" onClick={onLoadMore} disabled={loading}>
        {loading ? 'Loading...' : 'Load more'}
      </button>
    </div>
  );
}
