/**
 * Month names for the long Australian date. Written out rather than asked of Intl.DateTimeFormat: building
 * a formatter loads locale data, a long task that would hold a post page while it starts.
 */
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "2025-10-14" -> "14 October 2025"; null, blank or malformed -> the fallback text. */
export function formatDate(isoDate: string | null | undefined, fallback = ''): string {
  if (!isoDate || !/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return fallback;
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return fallback;
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()] ?? ''} ${date.getUTCFullYear()}`;
}
