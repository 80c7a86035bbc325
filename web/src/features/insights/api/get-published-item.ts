import { ApiError, requestJson } from '../../../lib/api-client';
import { useInitialData } from '../../../lib/initial-data';
import { type AsyncState, useAsync } from '../../../lib/use-async';
import type { PublishedContentView } from '@site/contracts';
import type { ContentItem, ContentType } from '../../../types/content-item';

export function getPublishedItem(slug: string, signal?: AbortSignal): Promise<PublishedContentView> {
  return requestJson<PublishedContentView>(`/api/content/${encodeURIComponent(slug)}`, { signal });
}

/** Where the server puts the item (or null) it rendered a detail page with; see useInitialData. */
export function publishedItemKey(type: ContentType, slug: string): string {
  return `item:${type}:${slug}`;
}

/**
 * Where the server says the page's item does not exist, whatever its slug: the not-found page of a type is
 * rendered once and served for every unknown slug, so it cannot name the slug.
 */
export function missingItemKey(type: ContentType): string {
  return `missing-item:${type}`;
}

/**
 * One published item of the given type, or null when there is none (unknown, draft, other type, or a failed fetch),
 * with `content` the body as visitors see it (library images as <picture>, made when the item was saved).
 * An item fetched here has that body sanitised again in the browser; one the server rendered the page with
 * was sanitised by the content service that rendered it, so the sanitiser (DOMPurify) is fetched only for
 * an item that arrives through the API, after an in-app navigation, and stays off the first page's load.
 */
export function usePublishedItem(type: ContentType, slug: string): AsyncState<ContentItem | null> {
  const key = publishedItemKey(type, slug);
  const rendered = useInitialData<ContentItem | null>(key);
  const renderedMissing = useInitialData<null>(missingItemKey(type));
  const initial = rendered ?? renderedMissing;
  return useAsync(
    key,
    async (signal) => {
      try {
        const [item, { sanitizeHtml }] = await Promise.all([getPublishedItem(slug, signal), import('../../../lib/sanitize-html')]);
        const { renderedContent, ...fields } = item;
        return fields.type === type ? { ...fields, content: sanitizeHtml(renderedContent) } : null;
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 404) && !signal.aborted) console.error(`Could not load ${slug}`, error);
        return null;
      }
    },
    initial,
  );
}
