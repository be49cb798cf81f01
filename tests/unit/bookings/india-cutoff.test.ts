// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import {
  bookableDates,
  defaultDuration,
  isSlotOpen,
  sportDurations,
} from '../../../contract/bookings/bookings';
import { inIndia } from '../../../contract/platform/india-time';
import { setDeviceTimeZone } from './support';

const at = (date: string, time: string) => ({ date, time });

describe("today's cutoff in India time (SPEC.md §9)", () => {
  it('keeps the current hour open while the minutes are under 30 (hh:29)', () => {
    expect(isSlotOpen('2025-03-10', '09:00', at('2025-03-10', '09:29'))).toBe(true);
  });

  it('closes the current hour at hh:30', () => {
    expect(isSlotOpen('2025-03-10', '09:00', at('2025-03-10', '09:30'))).toBe(false);
    expect(isSlotOpen('2025-03-10', '10:00', at('2025-03-10', '09:30'))).toBe(true);
  });

  it('closes every earlier hour', () => {
    expect(isSlotOpen('2025-03-10', '08:00', at('2025-03-10', '09:00'))).toBe(false);
  });

  it('leaves tomorrow unfiltered, even late at night', () => {
    expect(isSlotOpen('2025-03-11', '06:00', at('2025-03-10', '23:59'))).toBe(true);
  });

  it('rolls over at midnight: the new day starts with every slot open, the old one is closed', () => {
    const justAfter = at('2025-03-11', '00:00');
    expect(isSlotOpen('2025-03-11', '06:00', justAfter)).toBe(true);
    expect(isSlotOpen('2025-03-10', '21:00', justAfter)).toBe(false);
    expect(bookableDates(justAfter)).toEqual(['2025-03-11', '2025-03-12']);
  });

  it('crosses a month end when it gives tomorrow', () => {
    expect(bookableDates(at('2025-02-28', '10:00'))).toEqual(['2025-02-28', '2025-03-01']);
  });
});

describe('India time whatever the device zone', () => {
  let restore: () => void = () => undefined;
  afterEach(() => restore());

  it('reads the same India date and time on a phone set to Los Angeles', () => {
    restore = setDeviceTimeZone('America/Los_Angeles');
    // 00:20 on 11 March in India is still the morning of 10 March in Los Angeles.
    const instant = new Date('2025-03-10T18:50:00Z');
    expect(instant.getDate()).toBe(10);
    expect(instant.getHours()).toBe(11);
    expect(inIndia(instant)).toEqual({ date: '2025-03-11', time: '00:20' });
  });
});

describe('default duration (SPEC.md §5)', () => {
  it('is 60 minutes when the sport allows it', () => {
    expect(defaultDuration('Tennis')).toBe(60);
    expect(defaultDuration('Badminton')).toBe(60);
    expect(defaultDuration('Volleyball')).toBe(60);
  });

  it("is the sport's first duration otherwise", () => {
    expect(sportDurations.Squash).not.toContain(60);
    expect(defaultDuration('Squash')).toBe(15);
  });
});
