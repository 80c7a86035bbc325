import type { ContentDraft } from './api/save-content';

/** The content service's default SITE_TIME_ZONE: the day a scheduled item goes live is a day there. */
const SITE_TIME_ZONE = 'Australia/Melbourne';

/** Today in the site's time zone, as YYYY-MM-DD. */
export function siteToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The day a published item with a later publication date goes live, or null when it is live (or a draft). */
export function scheduledDay(draft: Pick<ContentDraft, 'status' | 'datePublished'>, now = new Date()): string | null {
  const day = draft.datePublished;
  return draft.status === 'published' && day && day > siteToday(now) ? day : null;
}
