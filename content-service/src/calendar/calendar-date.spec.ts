import { isTimeZone } from '@site/nest-server-kit';
import { calendarDateIn } from './calendar-date';

describe('calendarDateIn', () => {
  it('gives the date in Melbourne, which is ahead of UTC', () => {
    // 22:30 UTC on 25 November is 09:30 on 26 November in Melbourne (AEDT, UTC+11).
    expect(calendarDateIn('Australia/Melbourne', new Date('2026-11-25T22:30:00Z'))).toBe('2026-11-26');
    expect(calendarDateIn('UTC', new Date('2026-11-25T22:30:00Z'))).toBe('2026-11-25');
  });

  it('turns the day at local midnight, daylight saving included', () => {
    // Winter in Melbourne is AEST, UTC+10.
    expect(calendarDateIn('Australia/Melbourne', new Date('2026-06-30T13:59:59Z'))).toBe('2026-06-30');
    expect(calendarDateIn('Australia/Melbourne', new Date('2026-06-30T14:00:00Z'))).toBe('2026-07-01');
  });
});

describe('isTimeZone', () => {
  it.each(['Australia/Melbourne', 'Australia/Perth', 'UTC'])('accepts %s', (name) => {
    expect(isTimeZone(name)).toBe(true);
  });

  it.each(['Melbourne', 'Australia/Narnia', '', 'not a zone'])('refuses %j', (name) => {
    expect(isTimeZone(name)).toBe(false);
  });
});
