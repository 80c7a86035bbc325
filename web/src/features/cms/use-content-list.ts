import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { useSessionEnded } from '../../lib/use-session-ended';
import type { ContentSummary, ContentType } from '../../types/content-item';
import { getInboundLinks } from './api/get-inbound-links';
import { linkedFromText } from './linked-from';
import { deleteContent } from './api/delete-content';
import { listContentPage, type ContentPage } from './api/list-content-page';

/** The search runs on the server once typing pauses this long. */
export const SEARCH_DELAY_MS = 300;

interface LoadedList {
  /** The filter, search and reload the items answer. */
  query: string;
  items: ContentSummary[];
  total: number;
}

/**
 * The manage list: summaries from the server, newest first, a page at a time; the type filter and the
 * search (title, author, tags) run on the server.
 */
const NO_FIRST_PAGE = () => undefined;

export function useContentList(onDeleted: (id: string) => void, takeFirstPage: () => Promise<ContentPage> | undefined = NO_FIRST_PAGE) {
  const sessionEnded = useSessionEnded();
  const [type, setType] = useState<ContentType | null>(null);
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [reloads, setReloads] = useState(0);
  const [list, setList] = useState<LoadedList>({ query: '', items: [], total: 0 });
  const [loadingMore, setLoadingMore] = useState(false);
  const inFlight = useRef<AbortController | null>(null);
  const query = JSON.stringify([type, search, reloads]);

  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(searchText), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [searchText]);

  const fetchPage = useCallback(
    (offset: number, forQuery: string) => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      ((offset === 0 && takeFirstPage()) || listContentPage({ type, search }, offset, controller.signal))
        .then(
          (page) => setList((current) => ({ query: forQuery, items: offset === 0 ? page.items : [...current.items, ...page.items], total: page.total })),
          (error: unknown) => {
            if (controller.signal.aborted) return;
            // Spec 8: a failed list fetch is only logged; the page shows an empty list.
            if (offset === 0) setList({ query: forQuery, items: [], total: 0 });
            if (!sessionEnded(error)) console.error('Could not load the content list', error);
          },
        )
        .finally(() => setLoadingMore(false));
    },
    [type, search, sessionEnded, takeFirstPage],
  );

  // A new filter, search or reload starts from the first page (and drops an answer still on its way).
  useEffect(() => {
    fetchPage(0, query);
    return () => inFlight.current?.abort();
  }, [fetchPage, query]);

  const loading = list.query !== query || loadingMore;
  const hasMore = list.query === query && list.items.length < list.total;
  const loadMore = useCallback(() => {
    if (loading || !hasMore) return;
    setLoadingMore(true);
    fetchPage(list.items.length, query);
  }, [loading, hasMore, fetchPage, list.items.length, query]);

  /** Spec 8: confirm; on OK an alert and the list reloads; a thrown error alerts; a refusal shows nothing. */
  const remove = async (item: ContentSummary) => {
    // Issue 35: a published item others link to says so first; the spec's question follows unchanged.
    const links = item.status === 'published' ? await getInboundLinks(item.id).catch(() => null) : null;
    if (links && links.count > 0 && !window.confirm(`${linkedFromText(links)} Deleting it leaves those links leading nowhere. Delete it anyway?`)) return;
    if (!window.confirm('Are you sure you want to delete this content?')) return;
    try {
      await deleteContent(item.id);
      window.alert('Content deleted successfully');
      onDeleted(item.id);
      setReloads((count) => count + 1);
    } catch (error) {
      if (sessionEnded(error)) return;
      if (error instanceof ApiError) console.error('Delete was refused', error);
      else window.alert('Error deleting content');
    }
  };

  return { items: list.items, total: list.total, loading, hasMore, loadMore, type, setType, searchText, setSearchText, searching: search.trim() !== '', remove };
}
