import { isTimeZone } from '@site/nest-server-kit';
import { oneBusinessDayAfter } from './business-days';

const MELBOURNE = 'Australia/Melbourne';

// Melbourne is UTC+11 in summer (AEDT) and UTC+10 in winter (AEST); 2026-11-27 is a Friday.
describe('oneBusinessDayAfter', () => {
  it('is the same time the next day from Monday to Thursday', () => {
    // Tuesday 24 November 2026, 10:00 in Melbourne.
    expect(oneBusinessDayAfter(new Date('2026-11-23T23:00:00Z'), MELBOURNE)).toEqual(new Date('2026-11-24T23:00:00Z'));
  });

  it('skips the weekend after a Friday', () => {
    // Friday 27 November 15:00 → Monday 30 November 15:00.
    expect(oneBusinessDayAfter(new Date('2026-11-27T04:00:00Z'), MELBOURNE)).toEqual(new Date('2026-11-30T04:00:00Z'));
  });

  it('counts an enquiry of the weekend from Monday, so it is due at the end of Monday', () => {
    // Saturday 28 November 10:00 → Tuesday 1 December 00:00.
    expect(oneBusinessDayAfter(new Date('2026-11-27T23:00:00Z'), MELBOURNE)).toEqual(new Date('2026-11-30T13:00:00Z'));
  });

  it('reckons the weekday in the site time zone, not UTC', () => {
    // Saturday 28 November 08:00 in Melbourne is still Friday in UTC.
    expect(oneBusinessDayAfter(new Date('2026-11-27T21:00:00Z'), MELBOURNE)).toEqual(new Date('2026-11-30T13:00:00Z'));
    expect(oneBusinessDayAfter(new Date('2026-11-27T21:00:00Z'), 'UTC')).toEqual(new Date('2026-11-30T21:00:00Z'));
  });

  it('keeps the wall-clock time across the change to daylight saving', () => {
    // Friday 2 October 2026 09:00 AEST (UTC+10); daylight saving starts on Sunday 4 October; Monday 09:00 is AEDT (UTC+11).
    expect(oneBusinessDayAfter(new Date('2026-10-01T23:00:00Z'), MELBOURNE)).toEqual(new Date('2026-10-04T22:00:00Z'));
  });
});

describe('isTimeZone', () => {
  it.each([MELBOURNE, 'UTC'])('accepts %s', (name) => expect(isTimeZone(name)).toBe(true));
  it.each(['Melbourne', 'Australia/Narnia', ''])('refuses %j', (name) => expect(isTimeZone(name)).toBe(false));
});
