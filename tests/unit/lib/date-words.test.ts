// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  clockLabel,
  dayAndClockLabel,
  dayLabel,
  momentLabel,
} from '../../../contract/platform/india-time';
import { eventNotices } from '../../../contract/events/messages';

describe('dates and times in the words a notice uses (issue 35)', () => {
  it('says a day with its weekday, and its year only when it is not this year', () => {
    expect(dayLabel('2026-12-20')).toBe('Sun 20 Dec');
    expect(dayLabel('2026-12-20', '2026-11-28')).toBe('Sun 20 Dec');
    expect(dayLabel('2027-01-02', '2026-12-30')).toBe('Sat 2 Jan 2027');
    expect(dayLabel('soon')).toBe('soon');
  });

  it('says a clock time the way people say it, midnight and noon included', () => {
    expect(clockLabel('18:00')).toBe('6:00 PM');
    expect(clockLabel('09:05')).toBe('9:05 AM');
    expect(clockLabel('12:30')).toBe('12:30 PM');
    expect(clockLabel('00:15')).toBe('12:15 AM');
    expect(clockLabel('24:00')).toBe('12:00 AM');
  });

  it('leaves a free-text time whole rather than cut it to its first clock', () => {
    expect(clockLabel('18:00 onwards')).toBe('18:00 onwards');
    expect(clockLabel('18:00:00')).toBe('6:00 PM');
  });

  it('says a booking as "Sat 19 Dec at 6:00 PM"', () => {
    expect(dayAndClockLabel('2026-12-19', '18:00')).toBe('Sat 19 Dec at 6:00 PM');
  });

  it('says an instant by its time alone on the same India day, with its day otherwise', () => {
    const now = new Date('2026-11-28T10:00:00Z');
    expect(momentLabel(new Date('2026-11-28T12:30:00Z'), now)).toBe('6:00 PM');
    // 20:00 UTC is already the next morning in India.
    expect(momentLabel(new Date('2026-11-28T20:00:00Z'), now)).toBe('Sun 29 Nov at 1:30 AM');
  });
});

describe("an event's notice says its time as the other notices do", () => {
  const dinner = { title: 'Diwali dinner', date: '2026-11-19', location: 'Clubhouse' };

  it('writes a typed HH:MM time as a clock, and free text as it was typed', () => {
    expect(eventNotices.seatFreed({ ...dinner, time: '19:00' }).body).toBe(
      'You are registered. Thu 19 Nov, 7:00 PM at Clubhouse',
    );
    expect(eventNotices.seatFreed({ ...dinner, time: 'after the puja' }).body).toBe(
      'You are registered. Thu 19 Nov, after the puja at Clubhouse',
    );
  });
});
