// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  formatAtMoment,
  formatClock,
  formatClockRange,
  formatDay,
  formatDayAndClock,
  formatInstantClock,
  formatInstantDay,
  formatInstantMonth,
  formatInstantShortDay,
  formatMoment,
  formatMonth,
  formatShortDay,
} from '../../../src/lib/format-date';
import { formatRupees } from '../../../src/lib/format-money';

/** Noon in India on 2026-11-28 (06:30 UTC). */
const noonInIndia = Date.parse('2026-11-28T06:30:00Z');

describe('one date format per kind of place', () => {
  it("writes a date on its own as SPEC.md §4's 'MMMM d, yyyy', N/A or Invalid date", () => {
    expect(formatDay('2025-03-05')).toBe('March 5, 2025');
    expect(formatDay('20250305T1830')).toBe('March 5, 2025');
    expect(formatDay(undefined)).toBe('N/A');
    expect(formatDay('soon')).toBe('Invalid date');
  });

  it('writes a near day as a notice does, with the year only when it is not this year', () => {
    expect(formatShortDay('2025-03-05', '2025-03-01')).toBe('Wed 5 Mar');
    expect(formatShortDay('2027-01-02', '2026-12-30')).toBe('Sat 2 Jan 2027');
    expect(formatShortDay(null, '2026-12-30')).toBe('N/A');
    expect(formatShortDay('next week', '2026-12-30')).toBe('Invalid date');
    expect(formatMonth('2025-03-05')).toBe('March 2025');
  });

  it("reads an instant on the estate's calendar, whatever the phone's zone", () => {
    // 20:00 UTC on March 31 is already April 1 in India.
    expect(formatInstantDay('2025-03-31T20:00:00Z')).toBe('April 1, 2025');
    expect(formatInstantMonth('2025-03-31T20:00:00Z')).toBe('April 2025');
    expect(formatInstantShortDay('2025-03-31T20:00:00Z', Date.parse('2025-03-01'))).toBe(
      'Tue 1 Apr',
    );
    expect(formatInstantDay('not a time')).toBe('');
  });
});

describe('clocks as the notices say them (issue 35)', () => {
  it('says an HH:MM clock in 12-hour words, midnight and noon included', () => {
    expect(formatClock('18:00')).toBe('6:00 PM');
    expect(formatClock('09:05')).toBe('9:05 AM');
    expect(formatClock('12:00')).toBe('12:00 PM');
    expect(formatClock('00:00')).toBe('12:00 AM');
    expect(formatClock('07:30:00')).toBe('7:30 AM');
  });

  it("leaves an event's free-text time whole and says nothing for no time", () => {
    expect(formatClock('5:00 PM - 10:00 PM')).toBe('5:00 PM - 10:00 PM');
    expect(formatClock('18:00 onwards')).toBe('18:00 onwards');
    expect(formatClock('')).toBe('');
    expect(formatClock(undefined)).toBe('');
  });

  it('writes a range and a day with its clock as the server writes them', () => {
    expect(formatClockRange('18:00', '22:00')).toBe('6:00 PM–10:00 PM');
    expect(formatClockRange('09:00', '')).toBe('9:00 AM');
    expect(formatDayAndClock('2026-12-20', '18:00', '2026-11-28')).toBe('Sun 20 Dec at 6:00 PM');
    expect(formatDayAndClock('2027-01-02', '00:30', '2026-11-28')).toBe(
      'Sat 2 Jan 2027 at 12:30 AM',
    );
  });

  it("says an instant's clock in India, whatever the phone's zone", () => {
    expect(formatInstantClock(noonInIndia)).toBe('12:00 PM');
    expect(formatInstantClock('2026-11-28T18:30:00Z')).toBe('12:00 AM');
    expect(formatInstantClock('later')).toBe('');
  });
});

describe('a moment, as a notice says it', () => {
  it('gives the clock alone on the same India day', () => {
    expect(formatMoment('2026-11-28T12:30:00Z', noonInIndia)).toBe('6:00 PM');
    expect(formatAtMoment('2026-11-28T12:30:00Z', noonInIndia)).toBe('at 6:00 PM');
  });

  it('gives the day too on another day, and the year in another year', () => {
    // 20:00 UTC is already the next morning in India.
    expect(formatMoment('2026-11-28T20:00:00Z', noonInIndia)).toBe('Sun 29 Nov at 1:30 AM');
    expect(formatAtMoment(Date.parse('2026-11-27T06:30:00Z'), noonInIndia)).toBe(
      'on Fri 27 Nov at 12:00 PM',
    );
    expect(formatMoment('2025-12-31T18:29:00Z', noonInIndia)).toBe('Wed 31 Dec 2025 at 11:59 PM');
  });

  it('says nothing for an instant it cannot read', () => {
    expect(formatMoment('', noonInIndia)).toBe('');
    expect(formatAtMoment('yesterday', noonInIndia)).toBe('');
  });
});

describe('rupees', () => {
  it('groups lakhs and crores the Indian way and shows paise only when there are some', () => {
    expect(formatRupees(1_250_000)).toBe('₹12,50,000');
    expect(formatRupees(10_00_00_000)).toBe('₹10,00,00,000');
    expect(formatRupees(499.5)).toBe('₹499.50');
  });
});
