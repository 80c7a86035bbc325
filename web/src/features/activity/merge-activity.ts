import type { ActivityEventView } from '@site/contracts';

/** One recorded event, as each service's activity endpoint answers it. */
export type { ActivityEventView as ActivityEvent };

/** The lists of several services as one, newest first. */
export function mergeActivity(lists: ActivityEventView[][]): ActivityEventView[] {
  return lists.flat().sort((a, b) => Date.parse(b.time) - Date.parse(a.time));
}
