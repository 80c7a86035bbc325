import { isCalendarDate } from './is-calendar-date';

describe('isCalendarDate', () => {
  it.each(['2025-10-14', '2024-02-29', '2000-02-29', '1999-12-31'])('accepts %s', (value) => {
    expect(isCalendarDate(value)).toBe(true);
  });

  it.each(['2025-02-29', '1900-02-29', '2025-13-01', '2025-00-10', '2025-04-31', '2025-4-1', '14/10/2025', '2025-10-14T00:00:00Z', ' 2025-10-14', '', 20251014, null])(
    'refuses %j',
    (value) => {
      expect(isCalendarDate(value)).toBe(false);
    },
  );
});
