/** True when Intl knows this IANA time zone name (e.g. "Australia/Melbourne"). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-AU', { timeZone: name });
    return name.trim() !== '';
  } catch {
    return false;
  }
}
