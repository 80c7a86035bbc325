import type { OffsetPage } from '@site/contracts';
import type { ContentSummary, ContentType } from '../../../types/content-item';
import { fromReadAhead, readAhead } from '../../../lib/read-ahead';
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

const UNFILTERED: ContentListQuery = { type: null, search: '' };

function pagePath(query: ContentListQuery, offset: number): string {
  const params = new URLSearchParams({ fields: 'summary', limit: String(CONTENT_PAGE_SIZE), offset: String(offset) });
  if (query.type) params.set('type', query.type);
  const search = query.search.trim();
  if (search) params.set('q', search);
  return `/api/cms/content?${params.toString()}`;
}

/** Summaries without bodies, newest first, `CONTENT_PAGE_SIZE` at a time from `offset`. */
export function listContentPage(query: ContentListQuery, offset: number, signal?: AbortSignal): Promise<ContentPage> {
  const path = pagePath(query, offset);
  return fromReadAhead(path, () => staffRequest<ContentPage>(path, { signal }), signal);
}

/** Starts reading the list's first page now (as login succeeds), for when Manage Content opens. */
export function readFirstContentPageAhead(): void {
  const path = pagePath(UNFILTERED, 0);
  readAhead(path, () => staffRequest<ContentPage>(path));
}
