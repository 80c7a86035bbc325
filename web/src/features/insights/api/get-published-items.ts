import { requestJson } from '../../../lib/api-client';
import { type AsyncState, useAsync } from '../../../lib/use-async';
import type { ContentItem, ContentType } from '../../../types/content-item';

export function getPublishedItems(type: ContentType, signal?: AbortSignal): Promise<ContentItem[]> {
  return requestJson<ContentItem[]>(`/api/content?type=${type}`, { signal }).then((items) =>
    items.filter((item) => item.type === type),
  );
}

/** Published items of one type, newest first; a failed fetch is logged and shows as an empty list. */
export function usePublishedItems(type: ContentType): AsyncState<ContentItem[]> {
  return useAsync(`published:${type}`, (signal) =>
    getPublishedItems(type, signal).catch((error: unknown) => {
      if (!signal.aborted) console.error(`Could not load the ${type} list`, error);
      return [];
    }),
  );
}
