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

/** Spec 5: text, @, domain, a dot and at least two letters. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
/** Spec 5: optional +1-3 digit prefix, optional brackets, then groups of 1-4, 1-4 and 1-9 digits, dash or space between. */
export const PHONE_PATTERN = /^(?:\+\d{1,3}[\s-]?)?\(?\d{1,4}\)?[\s-]?\d{1,4}[\s-]?\d{1,9}$/;

/** Spec 8's messages. */
export const VALIDATION_MESSAGES = {
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  captcha: 'Please complete the captcha verification',
} as const;

/** Length limits: generous for people, small enough that a flood cannot fill the disk. */
export const LIMITS = { name: 100, email: 254, phone: 40, organisation: 200, message: 5000, page: 500, captchaToken: 8192, honeypot: 500 } as const;

/** The problems the browser finds before sending (spec 5 and 8); the service checks the same again. */
export type EnquiryErrors = Partial<Record<'email' | 'phone' | 'captcha', string>>;

export function validateEnquiry(fields: { email: string; phone: string }, captchaToken: string): EnquiryErrors {
  const errors: EnquiryErrors = {};
  if (!EMAIL_PATTERN.test(fields.email.trim())) errors.email = VALIDATION_MESSAGES.email;
  if (!PHONE_PATTERN.test(fields.phone.trim())) errors.phone = VALIDATION_MESSAGES.phone;
  if (!captchaToken) errors.captcha = VALIDATION_MESSAGES.captcha;
  return errors;
}
