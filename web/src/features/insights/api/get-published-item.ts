import { ApiError, requestJson } from '../../../lib/api-client';
import { type AsyncState, useAsync } from '../../../lib/use-async';
import type { ContentItem, ContentType } from '../../../types/content-item';

export function getPublishedItem(slug: string, signal?: AbortSignal): Promise<ContentItem> {
  return requestJson<ContentItem>(`/api/content/${encodeURIComponent(slug)}`, { signal });
}

/** One published item of the given type, or null when there is none (unknown, draft, other type, or a failed fetch). */
export function usePublishedItem(type: ContentType, slug: string): AsyncState<ContentItem | null> {
  return useAsync(`item:${type}:${slug}`, async (signal) => {
    try {
      const item = await getPublishedItem(slug, signal);
      return item.type === type ? item : null;
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404) && !signal.aborted) console.error(`Could not load ${slug}`, error);
      return null;
    }
  });
}
