import type { DeliveryView, EnquiryView, StaffReferenceView } from '@site/contracts';
import type { Notification } from '../notifications/notification.entity';
import type { Enquiry } from './enquiry.entity';

/** One enquiry as the staff inbox API returns it; how its staff e-mail went. */
export type { DeliveryView, EnquiryView };

/** The enquiry with its staff e-mail's outbox row, if it has one, and its assignee. */
export function toEnquiryView(enquiry: Enquiry, notification: Notification | undefined, assignee: StaffReferenceView | null): EnquiryView {
  const { receivedAt, statusChangedAt: _statusChangedAt, assigneeId: _assigneeId, touchedAt: _touchedAt, ...fields } = enquiry;
  return {
    ...fields,
    assignee,
    receivedAt: receivedAt.toISOString(),
    notification: notification
      ? { state: notification.state, attempts: notification.attempts, lastError: notification.lastError, sentAt: notification.sentAt?.toISOString() ?? null }
      : { state: 'not-sent', attempts: 0, lastError: null, sentAt: null },
  };
}
