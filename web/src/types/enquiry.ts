/** An enquiry as the staff inbox API (GET /api/cms/enquiries) returns it. */
/** held: over the per-address limit, not e-mailed to staff until someone releases it. */
export type EnquiryStatus = 'new' | 'held' | 'handled' | 'spam';
export type EnquiryFormName = 'enquiry' | 'contact';

export interface EnquiryDelivery {
  /** pending: being retried; failed: given up; not-sent: none was due (spam, or e-mail not configured). */
  state: 'pending' | 'sent' | 'failed' | 'not-sent';
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
}

export interface Enquiry {
  id: string;
  receivedAt: string;
  form: EnquiryFormName;
  page: string;
  status: EnquiryStatus;
  captcha: 'passed' | 'failed' | 'not-checked';
  spamReason: 'captcha' | 'honeypot' | 'staff' | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  organisation: string | null;
  message: string | null;
  enquirerType: 'organization' | 'individual' | null;
  userCount: string | null;
  service: string | null;
  notification: EnquiryDelivery;
}

export type EnquiryCounts = Record<EnquiryStatus, number>;

export interface EnquiryPage {
  items: Enquiry[];
  total: number;
  page: number;
  pageSize: number;
  counts: EnquiryCounts;
}

/** The inbox's filters; no status means the inbox (new and handled), held and spam being folders of their own. */
export interface EnquiryFilters {
  status?: EnquiryStatus;
  form?: EnquiryFormName;
  q?: string;
}
