/** The server honours configured court hours and fair-use limit (parsing: config.test.ts). */
import { describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { TOMORROW, bookingCalls, courtBooking, detail, people } from './bookings-support';
import { build, login } from './helper';

describe('configured court hours and fair-use limit', () => {
  it('offers slots and takes bookings only inside COURT_HOURS, up to the configured limit', async () => {
    const t = await build({
      config: { courtHours: { open: '08:00', close: '20:00' }, bookingLimitPerApartment: 1 },
    });
    try {
      const calls = bookingCalls(t);
      const arjun = await login(t, people.arjun.phone, people.arjun.apartment);
      const grid = await calls.availability(arjun, 'Badminton', TOMORROW);
      const slots = grid.json<{ available_slots: { time_slot: string }[] }>().available_slots;
      expect(slots.map((slot) => slot.time_slot)).toEqual(
        ['08', '09', '10', '11', '12', '13', '14', '15', '16', '17', '18', '19'].map(
          (h) => `${h}:00`,
        ),
      );
      const late = await calls.book(arjun, courtBooking({ time_slot: '20:00' }));
      expect(detail(late)).toBe(messages.bookingOutsideHours('08:00', '20:00'));
      expect((await calls.book(arjun, courtBooking({ time_slot: '19:00' }))).statusCode).toBe(201);
      const second = await calls.book(arjun, courtBooking({ time_slot: '08:00' }));
      expect(second.statusCode).toBe(409);
      expect(detail(second)).toBe(messages.bookingFairUse(1, 'Badminton'));
    } finally {
      await t.close();
    }
  });
});
