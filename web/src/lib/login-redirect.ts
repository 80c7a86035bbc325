import { paths } from '../config/paths';

export const SESSION_ENDED_REASON = 'session-ended';

/** The login page's address that brings the user back to `returnTo` afterwards. */
export function loginHref(returnTo: string, reason?: typeof SESSION_ENDED_REASON): string {
  const query = new URLSearchParams({ returnTo });
  if (reason) query.set('reason', reason);
  return `${paths.login()}?${query.toString()}`;
}

/**
 * Only a path on this site is followed after login. The candidate is read the way the browser
 * would read it (`/\evil.example` and `/\t/evil.example` both mean another host), so anything with a
 * backslash, or that the URL parser places on another origin, goes to the admin editor instead.
 */
export function safeReturnPath(candidate: string | null, origin: string = window.location.origin): string {
  if (!candidate || !candidate.startsWith('/') || candidate.includes('\\')) return paths.admin();
  let url: URL;
  try {
    url = new URL(candidate, origin);
  } catch {
    return paths.admin();
  }
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : paths.admin();
}
