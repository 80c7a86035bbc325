import { stringify } from 'csv-stringify/sync';
import type { EnquiryView } from './enquiry-view';

const COLUMNS: Array<[string, (enquiry: EnquiryView) => string | number | null]> = [
  ['Received', (e) => e.receivedAt],
  ['Status', (e) => e.status],
  ['Form', (e) => (e.form === 'contact' ? 'Contact page' : 'Enquiry form')],
  ['Page', (e) => e.page],
  ['First name', (e) => e.firstName],
  ['Last name', (e) => e.lastName],
  ['Email', (e) => e.email],
  ['Phone', (e) => e.phone],
  ['Organisation', (e) => e.organisation],
  ['Enquiring as', (e) => e.enquirerType],
  ['Users', (e) => e.userCount],
  ['Service', (e) => e.service],
  ['Message', (e) => e.message],
  ['Captcha', (e) => (e.captcha === 'not-checked' ? 'not checked' : e.captcha)],
  ['Staff e-mail', (e) => e.notification.state],
  // Issue 36's column names, as its contract spells them.
  ['landing_page', (e) => e.attribution?.landingPage ?? null],
  ['referrer_host', (e) => e.attribution?.referrerHost ?? null],
  ['utm_source', (e) => e.attribution?.utm?.source ?? null],
  ['utm_medium', (e) => e.attribution?.utm?.medium ?? null],
  ['utm_campaign', (e) => e.attribution?.utm?.campaign ?? null],
  ['stage', (e) => e.stage],
  ['assignee', (e) => e.assignee?.displayName ?? null],
];

/**
 * A cell a spreadsheet would run as a formula (=, @, tab, CR, or + and - followed by more than a number)
 * gets a leading apostrophe, the usual defence against CSV injection. Phone numbers such as +61 3 5200 1234 stay as they are.
 */
export function spreadsheetSafe(value: string): string {
  if (/^[=@\t\r]/.test(value) || (/^[+-]/.test(value) && !/^[+-][\d\s().-]*$/.test(value))) return `'${value}`;
  return value;
}

/** The enquiries as CSV (RFC 4180, CRLF line ends) with a header row, for a spreadsheet. */
export function enquiriesCsv(enquiries: EnquiryView[]): string {
  const rows = enquiries.map((enquiry) => COLUMNS.map(([, read]) => spreadsheetSafe(String(read(enquiry) ?? ''))));
  return stringify([COLUMNS.map(([label]) => label), ...rows], { record_delimiter: 'windows' });
}
