import type { EnquiryAttribution } from '@site/contracts';

/** What POST /api/enquiries takes: one form's fields (spec 3), where it was sent from and where the visit came from, the captcha token and the honeypot. */
export type EnquiryRecord = { fields: EnquiryFields; page: string; captchaToken: string; website: string; attribution?: EnquiryAttribution };

/** One form's own fields, named as spec 3 names them, and which form it is. */
export type EnquiryFields = { form: 'enquiry' | 'contact' } & Record<string, string>;

/**
 * Keeps a copy of the enquiry with our own enquiry service, beside the EmailJS send. It never throws and
 * nobody waits for it: whichever of the two fails, the other still goes (keepalive lets it finish after a reset).
 */
export function recordEnquiry(record: EnquiryRecord): Promise<void> {
  return fetch('/api/enquiries', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ ...record.fields, page: record.page, captchaToken: record.captchaToken, website: record.website, attribution: record.attribution }),
    keepalive: true,
  }).then(
    (response) => {
      if (!response.ok) console.error(`The enquiry was not recorded (HTTP ${response.status})`);
    },
    (error: unknown) => console.error('The enquiry was not recorded', error),
  );
}
