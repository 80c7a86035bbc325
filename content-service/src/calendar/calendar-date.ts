/** The calendar date (YYYY-MM-DD) that it is at this instant in the given time zone. */
export function calendarDateIn(timeZone: string, instant: Date): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}
