import { describe, expect, it } from 'vitest';
import { scheduledDay, siteToday } from './schedule';

describe('scheduling (issue 24: a published item dated after today in Melbourne waits for that day)', () => {
  // 14:30 UTC on 9 March 2026 is already 10 March in Melbourne (UTC+11 in summer time).
  const now = new Date('2026-03-09T14:30:00Z');

  it('counts days in Melbourne', () => {
    expect(siteToday(now)).toBe('2026-03-10');
  });

  it.each([
    ['published', '2026-03-11', '2026-03-11'],
    ['published', '2026-03-10', null],
    ['published', '2026-03-01', null],
    ['draft', '2026-03-11', null],
    ['published', null, null],
  ] as const)('%s dated %s -> scheduled for %s', (status, datePublished, expected) => {
    expect(scheduledDay({ status, datePublished }, now)).toBe(expected);
  });
});
