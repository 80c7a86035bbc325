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

/** The problems the browser finds before sending (spec 5 and 8); the service checks the same again. */
export type EnquiryErrors = Partial<Record<'email' | 'phone' | 'captcha', string>>;

export function validateEnquiry(fields: { email: string; phone: string }, captchaToken: string): EnquiryErrors {
  const errors: EnquiryErrors = {};
  if (!EMAIL_PATTERN.test(fields.email.trim())) errors.email = VALIDATION_MESSAGES.email;
  if (!PHONE_PATTERN.test(fields.phone.trim())) errors.phone = VALIDATION_MESSAGES.phone;
  if (!captchaToken) errors.captcha = VALIDATION_MESSAGES.captcha;
  return errors;
}
