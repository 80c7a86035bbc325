/** The enquiry forms' fields, their limits and messages (spec 3, 5, 8 and 9): shared with the web forms (@site/contracts). */
export {
  type CaptchaOutcome,
  EMAIL_PATTERN,
  ENQUIRER_TYPES,
  ENQUIRY_FORMS,
  ENQUIRY_STATUSES,
  type EnquiryForm,
  type EnquiryStatus,
  LIMITS,
  PHONE_PATTERN,
  SERVICES,
  SETTABLE_STATUSES,
  type SettableStatus,
  type SpamReason,
  USER_COUNT_BANDS,
  VALIDATION_MESSAGES,
} from '@site/contracts';
