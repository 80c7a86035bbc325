import type { DeliveryView, EnquiryView } from '@site/contracts';
import type { Enquiry } from './enquiry.entity';

/** One enquiry as the staff inbox API returns it; how its staff e-mail went. */
export type { DeliveryView, EnquiryView };

export function toEnquiryView(enquiry: Enquiry): EnquiryView {
  const { notification, receivedAt, statusChangedAt: _statusChangedAt, ...fields } = enquiry;
  return {
    ...fields,
    receivedAt: receivedAt.toISOString(),
    notification: notification
      ? { state: notification.state, attempts: notification.attempts, lastError: notification.lastError, sentAt: notification.sentAt?.toISOString() ?? null }
      : { state: 'not-sent', attempts: 0, lastError: null, sentAt: null },
  };
}
