import { describe, expect, it } from 'vitest';
import { formatDateRange, formatLongDate } from '../../src/domain/date-format.ts';

describe('dates in the visitor’s language', () => {
  it('writes a trip’s days as a range, with plain spaces whatever the engine’s ICU writes, so the pre-rendered widget hydrates as it is', () => {
    expect(formatDateRange('2027-06-20', '2027-06-26', 'en')).toBe('20 – 26 Jun 2027');
    expect(formatDateRange('2027-06-28', '2027-07-04', 'en')).toBe('28 Jun – 4 Jul 2027');
    expect(formatDateRange('2027-06-20', '2027-06-26', 'de')).toBe('20.–26. Juni 2027');
    expect(formatDateRange('2027-06-20', '2027-06-20', 'en')).toBe('20 Jun 2027');
  });

  it('writes a long date month first in English, as the spec does', () => {
    expect(formatLongDate('2025-05-12', 'en')).toBe('May 12, 2025');
    expect(formatLongDate('2025-05-12', 'de')).toBe('12. Mai 2025');
  });
});
