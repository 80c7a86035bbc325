import type { Page } from '@site/contracts';
import { useCallback, useState } from 'react';
import { requestJson } from '../../../lib/api-client';
import { useInitialData } from '../../../lib/initial-data';
import { useAsync } from '../../../lib/use-async';
import type { ContentSummary, ContentType } from '../../../types/content-item';

/** Cards a listing shows at first and adds with each Load more. */
export const LISTING_PAGE_SIZE = 12;

/** What `GET /api/content?type=&fields=summary&limit=&offset=` answers. */
export type SummaryPage = Page<ContentSummary>;

/** Where the server puts the first page it rendered a listing with; see useInitialData. */
export function publishedSummariesKey(type: ContentType): string {
  return `summaries:${type}`;
}

/** One page of published items of a type, newest first, without their bodies. */
export function getPublishedSummaries(type: ContentType, offset: number, signal?: AbortSignal): Promise<SummaryPage> {
  const query = new URLSearchParams({ type, fields: 'summary', limit: String(LISTING_PAGE_SIZE), offset: String(offset) });
  return requestJson<SummaryPage>(`/api/content?${query.toString()}`, { signal });
}

export type PublishedSummaries =
  | { status: 'loading' }
  | { status: 'ready'; items: ContentSummary[]; hasMore: boolean; loadingMore: boolean; loadMore: () => void };

const NOTHING: SummaryPage = { items: [], total: 0 };

/**
 * The first page of a listing (the one the server rendered the page with, else fetched), then each further
 * page appended by loadMore(). A failed fetch is only logged: the first page shows as an empty list, a
 * later page leaves the cards and the button as they were.
 */
export function usePublishedSummaries(type: ContentType): PublishedSummaries {
  const key = publishedSummariesKey(type);
  const initial = useInitialData<SummaryPage>(key);
  const first = useAsync(
    key,
    (signal) =>
      getPublishedSummaries(type, 0, signal).catch((error: unknown) => {
        if (!signal.aborted) console.error(`Could not load the ${type} list`, error);
        return NOTHING;
      }),
    initial,
  );
  const [more, setMore] = useState<{ type: ContentType; page: SummaryPage; loading: boolean }>();
  const extra = more?.type === type ? more : undefined;
  const firstPage = first.status === 'ready' ? first.data : NOTHING;
  const items = appendNew(firstPage.items, extra?.page.items ?? []);
  const total = extra?.page.total ?? firstPage.total;

  const loadMore = useCallback(() => {
    setMore((current) => ({ type, page: current?.type === type ? current.page : NOTHING, loading: true }));
    getPublishedSummaries(type, items.length).then(
      (page) => setMore((current) => ({ type, page: { items: [...(current?.page.items ?? []), ...page.items], total: page.total }, loading: false })),
      (error: unknown) => {
        console.error(`Could not load more of the ${type} list`, error);
        setMore((current) => current && { ...current, loading: false });
      },
    );
  }, [type, items.length]);

  if (first.status === 'loading') return { status: 'loading' };
  return { status: 'ready', items, hasMore: items.length < total, loadingMore: extra?.loading ?? false, loadMore };
}

/** A publish between two pages shifts the later pages by one; an item already shown is not shown twice. */
function appendNew(shown: ContentSummary[], added: ContentSummary[]): ContentSummary[] {
  const ids = new Set<string>();
  return [...shown, ...added].filter((item) => !ids.has(item.id) && Boolean(ids.add(item.id)));
}
