import type { OffsetPage } from '@site/contracts';
import type { ContentSummary, ContentType } from '../../../types/content-item';
import { staffRequest } from '../../../lib/staff-request';

export const CONTENT_PAGE_SIZE = 50;

/** What the manage list asks the server for; every filter runs there. */
export interface ContentListQuery {
  type: ContentType | null;
  /** Matches title, author and tags. */
  search: string;
}

/** What `GET /api/cms/content?fields=summary&limit=&offset=` answers. */
export type ContentPage = OffsetPage<ContentSummary>;

function pagePath(query: ContentListQuery, offset: number): string {
  const params = new URLSearchParams({ fields: 'summary', limit: String(CONTENT_PAGE_SIZE), offset: String(offset) });
  if (query.type) params.set('type', query.type);
  const search = query.search.trim();
  if (search) params.set('q', search);
  return `/api/cms/content?${params.toString()}`;
}

/** Summaries without bodies, newest first, `CONTENT_PAGE_SIZE` at a time from `offset`. */
export function listContentPage(query: ContentListQuery, offset: number, signal?: AbortSignal): Promise<ContentPage> {
  return staffRequest<ContentPage>(pagePath(query, offset), { signal });
}

/** The list's first page with no filter: what Manage Content shows when it opens. */
export function firstContentPage(): Promise<ContentPage> {
  return listContentPage({ type: null, search: '' }, 0);
}
