/** One recorded event, as each service's activity endpoint answers it. */
export interface ActivityEvent {
  time: string;
  event: string;
  userId: string | null;
  username: string | null;
  itemId?: string | null;
  title?: string | null;
  reason?: string | null;
  clientAddress: string | null;
}

/** The lists of several services as one, newest first. */
export function mergeActivity(lists: ActivityEvent[][]): ActivityEvent[] {
  return lists.flat().sort((a, b) => Date.parse(b.time) - Date.parse(a.time));
}
