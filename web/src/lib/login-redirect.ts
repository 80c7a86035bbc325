import { paths } from '../config/paths';

export const SESSION_ENDED_REASON = 'session-ended';

/** The login page's address that brings the user back to `returnTo` afterwards. */
export function loginHref(returnTo: string, reason?: typeof SESSION_ENDED_REASON): string {
  const query = new URLSearchParams({ returnTo });
  if (reason) query.set('reason', reason);
  return `${paths.login()}?${query.toString()}`;
}

/** Only same-site paths are followed after login, never another origin. */
export function safeReturnPath(candidate: string | null): string {
  return candidate && candidate.startsWith('/') && !candidate.startsWith('//') ? candidate : paths.admin();
}
