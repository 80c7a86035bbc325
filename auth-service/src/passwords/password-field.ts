/**
 * The longest password any request may carry (login, change, reset, invitation, confirmation); longer ones
 * are refused before they reach the hasher. New passwords also meet password-strength.ts's own limit.
 */
export const PASSWORD_FIELD_MAX_LENGTH = 1024;
