import type { Page } from '../paging/page';
import type { EnquiryAttribution } from './enquiry-attribution';
import type { EnquiryNoteView, EnquiryStage, StaffReferenceView } from './enquiry-pipeline';
import type { CaptchaOutcome, EnquirerType, EnquiryForm, EnquiryStatus, SpamReason } from './enquiry-fields';

/** How the staff e-mail about an enquiry went: pending while retried, failed when given up, "not-sent" when none was due (spam, or e-mail not configured). */
export interface DeliveryView {
  state: 'pending' | 'sent' | 'failed' | 'not-sent';
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
}

/** One enquiry as the staff inbox API (GET /api/cms/enquiries) returns it. */
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
  enquirerType: EnquirerType | null;
  userCount: string | null;
  service: string | null;
  notification: DeliveryView;
  /** As the form sent it; null when it sent none. */
  attribution: EnquiryAttribution | null;
  stage: EnquiryStage | null;
  assignee: StaffReferenceView | null;
}

/** GET /api/cms/enquiries/{id}: the enquiry with its notes (oldest first) and the ids of the same address's enquiries of the 30 days before it. */
export interface EnquiryDetailView extends EnquiryView {
  notes: EnquiryNoteView[];
  earlier: string[];
}

export type EnquiryCounts = Record<EnquiryStatus, number>;

/** A page of the inbox with how many enquiries each folder holds. */
export interface EnquiryPage extends Page<EnquiryView> {
  page: number;
  pageSize: number;
  counts: EnquiryCounts;
}
