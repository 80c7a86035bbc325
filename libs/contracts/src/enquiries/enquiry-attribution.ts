/**
 * Issue 36 item 1: where a visit came from, first party only (kept for the visit in sessionStorage, sent with the
 * enquiry): the page it landed on, the host of the site that linked to it, and the landing address's utm_* values.
 */
export const UTM_PARAMETERS = ['source', 'medium', 'campaign', 'term', 'content'] as const;
export type UtmParameter = (typeof UTM_PARAMETERS)[number];

/** Each attribution text is at most this long. */
export const ATTRIBUTION_TEXT_LIMIT = 500;

/** What POST /api/enquiries accepts as `attribution` (every part optional), and what the inbox shows as sent. */
export interface EnquiryAttribution {
  landingPage?: string;
  referrerHost?: string;
  utm?: Partial<Record<UtmParameter, string>>;
}
