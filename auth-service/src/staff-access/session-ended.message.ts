export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please log in again.';
