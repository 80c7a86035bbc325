import type { DeliveryView, EnquiryView } from '@site/contracts';
import type { Notification } from '../notifications/notification.entity';
import type { Enquiry } from './enquiry.entity';

/** One enquiry as the staff inbox API returns it; how its staff e-mail went. */
export type { DeliveryView, EnquiryView };

/** The enquiry with its staff e-mail's outbox row, if it has one. */
export function toEnquiryView(enquiry: Enquiry, notification: Notification | undefined): EnquiryView {
  const { notification: _notification, receivedAt, statusChangedAt: _statusChangedAt, ...fields } = enquiry;
  return {
    ...fields,
    receivedAt: receivedAt.toISOString(),
    notification: notification
      ? { state: notification.state, attempts: notification.attempts, lastError: notification.lastError, sentAt: notification.sentAt?.toISOString() ?? null }
      : { state: 'not-sent', attempts: 0, lastError: null, sentAt: null },
  };
}
