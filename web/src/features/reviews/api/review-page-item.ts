import type { ReviewPageRequest } from '@site/contracts';
import { useInitialData } from '../../../lib/initial-data';

/** Where the content service puts the item it rendered a review page with (see useInitialData). */
export function reviewPageKey(token: string): string {
  return `review:${token}`;
}

/**
 * The item the review page was rendered with. The page is only ever rendered by the content service, which
 * checks the link; without it (an in-app visit) there is nothing to show.
 */
export function useReviewPageItem(token: string): ReviewPageRequest['item'] | null {
  return useInitialData<ReviewPageRequest['item']>(reviewPageKey(token))?.data ?? null;
}
