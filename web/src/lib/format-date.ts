const LONG_DATE = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "2025-10-14" -> "14 October 2025"; null, blank or malformed -> the fallback text. */
export function formatDate(isoDate: string | null | undefined, fallback = ''): string {
  if (!isoDate || !/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return fallback;
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? fallback : LONG_DATE.format(date);
}
