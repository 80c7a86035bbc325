import type { ContentSummary, ContentType } from '../../../types/content-item';
import { readAhead, takeReadAhead } from '../../../lib/read-ahead';
import { staffRequest } from '../../../lib/staff-request';

export const CONTENT_PAGE_SIZE = 50;

/** What the manage list asks the server for; every filter runs there. */
export interface ContentListQuery {
  type: ContentType | null;
  /** Matches title, author and tags. */
  search: string;
}

export interface ContentPage {
  items: ContentSummary[];
  total: number;
  offset: number;
  limit: number;
}

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
  const ahead = takeReadAhead<ContentPage>(path);
  if (!ahead) return staffRequest<ContentPage>(path, { signal });
  return untilAborted(
    ahead.catch(() => staffRequest<ContentPage>(path, { signal })),
    signal,
  );
}

/** Starts reading the list's first page now (as login succeeds), for when Manage Content opens. */
export function readFirstContentPageAhead(): void {
  const path = pagePath(UNFILTERED, 0);
  readAhead(path, () => staffRequest<ContentPage>(path));
}

/** An answer that was already on its way behaves like a fetch given `signal`: aborted, it rejects. */
function untilAborted<T>(answer: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return answer;
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(new DOMException('The list request was aborted', 'AbortError'));
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
