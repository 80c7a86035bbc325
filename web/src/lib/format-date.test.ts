import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

describe('formatDate', () => {
  it('writes a stored YYYY-MM-DD date (spec 3) the Australian way', () => {
    expect(formatDate('2025-10-14')).toBe('14 October 2025');
    expect(formatDate('2024-02-29')).toBe('29 February 2024');
  });

  it('shows the same calendar day whatever the time zone', () => {
    expect(formatDate('2026-01-01')).toBe('1 January 2026');
  });

  it.each([null, undefined, '', '14/10/2025', '2025-10-14T00:00:00Z', 'soon', '2025-13-40'])('shows the fallback for %s', (value) => {
    // Spec 2.13: an unset publication date shows Date not set.
    expect(formatDate(value, 'Date not set')).toBe('Date not set');
  });
});
