/** Which form an enquiry came from: the short form (spec 3 variant A) or the contact page's (variant B). */
export const ENQUIRY_FORMS = ['enquiry', 'contact'] as const;
export type EnquiryForm = (typeof ENQUIRY_FORMS)[number];

/** held: over the per-address limit; kept, but not e-mailed to staff until someone releases it. */
export const ENQUIRY_STATUSES = ['new', 'held', 'handled', 'spam'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
/** What staff may set; an enquiry becomes held only by the limit. */
export const SETTABLE_STATUSES = ['new', 'handled', 'spam'] as const;
export type SettableStatus = (typeof SETTABLE_STATUSES)[number];

/** passed or failed at hCaptcha's siteverify, or not checked (no secret configured, verifier unreachable). */
export type CaptchaOutcome = 'passed' | 'failed' | 'not-checked';
export type SpamReason = 'captcha' | 'honeypot' | 'staff';

/** Spec 3 and 9: enquirer types, user count bands and the nine services (sent as lowercased labels). */
export const ENQUIRER_TYPES = ['organization', 'individual'] as const;
export type EnquirerType = (typeof ENQUIRER_TYPES)[number];
export const USER_COUNT_BANDS = ['0-25', '25-50', '50-100', '100-500', '500+'] as const;
/** The services as the contact form offers them. */
export const SERVICE_LABELS = [
  'Modern Workplace',
  'Microsoft Azure',
  'Security & Compliance',
  'Azure DevOps',
  'Power Platform',
  'SDWAN',
  'Professional Services',
  'Managed Services',
  'Other',
] as const;
export const SERVICES: string[] = /* @__PURE__ */ SERVICE_LABELS.map((label) => label.toLowerCase());

/** Length limits: generous for people, small enough that a flood cannot fill the disk. */
export const LIMITS = { name: 100, email: 254, phone: 40, organisation: 200, message: 5000, page: 500, captchaToken: 8192, honeypot: 500 } as const;

