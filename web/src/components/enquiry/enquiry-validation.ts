/** Spec 5 and 8: the checks and messages the enquiry service applies too, from their one definition. */
export { EMAIL_PATTERN, type EnquiryErrors, PHONE_PATTERN, VALIDATION_MESSAGES, validateEnquiry } from '@site/contracts';
