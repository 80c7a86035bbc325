/** An ISO time as the staff member's local date and time ("14 Oct 2025, 3:05 pm"); null or malformed -> the fallback. */
export function formatDateTime(isoTime: string | null | undefined, fallback = ''): string {
  if (!isoTime) return fallback;
  const time = new Date(isoTime);
  if (Number.isNaN(time.getTime())) return fallback;
  return time.toLocaleString('en-AU', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}
