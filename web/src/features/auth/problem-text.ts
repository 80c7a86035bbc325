import { ApiError } from '../../lib/api-client';
import { SessionEndedError } from '../../lib/staff-request';

/** What to tell the staff member when a call failed: the server's own words when it gave some. */
export function problemText(error: unknown): string {
  if (error instanceof SessionEndedError) return error.message;
  if (error instanceof ApiError && error.message !== 'Network response was not ok') return error.message;
  if (error instanceof ApiError && error.status === 403) return 'Your role cannot do this.';
  return 'Something went wrong. Please try again.';
}
