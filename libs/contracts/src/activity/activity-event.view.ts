/** One recorded event, as each service's activity list answers it (GET /api/auth/activity, /api/cms/activity, /api/cms/enquiries/activity), newest first. */
export interface ActivityEventView {
  time: string;
  event: string;
  userId: string | null;
  username: string | null;
  /** Left out when the event names no item. */
  itemId?: string;
  title?: string;
  reason?: string;
  clientAddress: string;
}
