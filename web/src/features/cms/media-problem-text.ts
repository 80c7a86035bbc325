import { ApiError, GENERIC_ERROR } from '../../lib/api-client';
import { SessionEndedError } from '../../lib/staff-request';

/** When the server gave no words of its own (a proxy's 413 page is HTML), what each refusal means. */
const BY_STATUS: Record<number, string> = {
  403: 'Your role cannot do this.',
  409: 'This image is still used by some content.',
  413: 'This file is too large to upload.',
  415: 'This file is not an image the site accepts: use a JPEG, PNG, WebP, AVIF or GIF photo.',
  422: 'This image is too large (too many pixels) to use.',
};

/** What to tell the staff member about a media call that failed: the server's own message when it gave one. */
export function mediaProblemText(error: unknown): string {
  if (error instanceof SessionEndedError) return error.message;
  if (error instanceof ApiError) return error.message !== GENERIC_ERROR ? error.message : (BY_STATUS[error.status] ?? 'The server refused this. Please try again.');
  if (error instanceof DOMException && error.name === 'AbortError') return 'The upload was cancelled.';
  return 'The upload failed: check the connection and try again.';
}
