export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please log in again.';
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid username or password';
