import type { DeliveryState, Notification } from '../notifications/notification.entity';
import type { CaptchaOutcome, EnquiryForm, EnquiryStatus, SpamReason } from './enquiry-fields';
import type { Enquiry } from './enquiry.entity';

/** How the staff e-mail about an enquiry went; "not-sent" when none was due (spam, or e-mail not configured). */
export interface DeliveryView {
  state: DeliveryState | 'not-sent';
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
}

/** One enquiry as the staff inbox API returns it. */
export interface EnquiryView {
  id: string;
  receivedAt: string;
  form: EnquiryForm;
  page: string;
  status: EnquiryStatus;
  captcha: CaptchaOutcome;
  spamReason: SpamReason | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  organisation: string | null;
  message: string | null;
  enquirerType: 'organization' | 'individual' | null;
  userCount: string | null;
  service: string | null;
  notification: DeliveryView;
}

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
