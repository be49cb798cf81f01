// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  formatDay,
  formatInstantDay,
  formatInstantMonth,
  formatMonth,
  formatShortDay,
} from '../../../src/lib/format-date';
import { formatRupees } from '../../../src/lib/format-money';

describe('one date format per kind of place', () => {
  it("writes a date on its own as SPEC.md §4's 'MMMM d, yyyy', N/A or Invalid date", () => {
    expect(formatDay('2025-03-05')).toBe('March 5, 2025');
    expect(formatDay('20250305T1830')).toBe('March 5, 2025');
    expect(formatDay(undefined)).toBe('N/A');
    expect(formatDay('soon')).toBe('Invalid date');
  });

  it('writes a near day with its weekday and no year, and a month alone', () => {
    expect(formatShortDay('2025-03-05')).toBe('Wed, Mar 5');
    expect(formatMonth('2025-03-05')).toBe('March 2025');
  });

  it("reads an instant on the estate's calendar, whatever the phone's zone", () => {
    // 20:00 UTC on March 31 is already April 1 in India.
    expect(formatInstantDay('2025-03-31T20:00:00Z')).toBe('April 1, 2025');
    expect(formatInstantMonth('2025-03-31T20:00:00Z')).toBe('April 2025');
    expect(formatInstantDay('not a time')).toBe('');
  });
});

describe('rupees', () => {
  it('groups lakhs and crores the Indian way and shows paise only when there are some', () => {
    expect(formatRupees(1_250_000)).toBe('₹12,50,000');
    expect(formatRupees(10_00_00_000)).toBe('₹10,00,00,000');
    expect(formatRupees(499.5)).toBe('₹499.50');
  });
});
