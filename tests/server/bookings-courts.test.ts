/** Court bookings (DESIGN.md §6, SPEC.md §9): the availability grid and every booking rule. */
import { describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import {
  TODAY,
  TOMORROW,
  bookingSuite,
  courtBooking,
  detail,
  openSlots,
  people,
  setIndiaTime,
} from './bookings-support';

const s = bookingSuite();

describe('availability', () => {
  it('lists every hourly slot of court hours for tomorrow, all open when nothing is booked', async () => {
    const response = await s.calls.availability(s.arjun, 'Badminton', TOMORROW);
    expect(response.statusCode).toBe(200);
    const slots = response.json<{ available_slots: unknown[] }>().available_slots;
    expect(slots).toHaveLength(16);
    expect(slots[0]).toEqual({ time_slot: '06:00', available: true });
    expect(slots.at(-1)).toEqual({ time_slot: '21:00', available: true });
  });

  it('keeps the current hour open until hh:29 and closes it at hh:30 (SPEC.md §9 cutoff)', async () => {
    setIndiaTime(s.t, '11:29');
    expect(openSlots(await s.calls.availability(s.arjun, 'Tennis', TODAY))[0]).toBe('11:00');
    setIndiaTime(s.t, '11:30');
    expect(openSlots(await s.calls.availability(s.arjun, 'Tennis', TODAY))[0]).toBe('12:00');
  });

  it('a 90-minute Tennis booking blocks its own hour and the next', async () => {
    const booked = await s.calls.book(
      s.arjun,
      courtBooking({ sport_type: 'Tennis', time_slot: '09:00', duration: 90 }),
    );
    expect(booked.statusCode).toBe(201);
    const open = openSlots(await s.calls.availability(s.rahul, 'Tennis', TOMORROW));
    expect(open).not.toContain('09:00');
    expect(open).not.toContain('10:00');
    expect(open).toContain('11:00');
    // Another sport's court is not affected.
    expect(openSlots(await s.calls.availability(s.rahul, 'Squash', TOMORROW))).toContain('09:00');
  });

  it('accepts TT-Yoga in the query', async () => {
    expect((await s.calls.availability(s.arjun, 'TT-Yoga', TOMORROW)).statusCode).toBe(200);
  });

  it.each(['Banquet', 'Football'])('refuses %s: no court to book', async (sport) => {
    const response = await s.calls.availability(s.arjun, sport, TOMORROW);
    expect(response.statusCode).toBe(400);
    expect(detail(response)).toBe(messages.bookingNoCourt);
  });

  it('refuses Cricket, which is not a sport of the estate (§9 lists no court for it)', async () => {
    const response = await s.calls.availability(s.arjun, 'Cricket', TOMORROW);
    expect(response.statusCode).toBe(400);
    expect(detail(response)).toContain(messages.bookingSportUnknown);
  });

  it('refuses dates other than today and tomorrow', async () => {
    const response = await s.calls.availability(s.arjun, 'Badminton', '2030-03-06');
    expect(response.statusCode).toBe(400);
    expect(detail(response)).toBe(messages.bookingDateRange);
  });
});

describe('booking a court', () => {
  it('books an open slot: 201 with id, date, time and status Booked', async () => {
    const response = await s.calls.book(s.arjun, courtBooking({ notes: 'Doubles' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      booking_id: expect.stringMatching(/^\d+$/),
      booking_date: TOMORROW,
      time_slot: '18:00',
      booking_status: 'Booked',
    });
    const row = await s.t.db.selectFrom('bookings').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ notes: 'Doubles', apartment_number: 'A101', status: 'Booked' });
  });

  it('refuses an inactive member with the exact permission message', async () => {
    const response = await s.calls.book(s.priya, courtBooking({ user_id: people.priya.phone }));
    expect(response.statusCode).toBe(403);
    expect(detail(response)).toBe('You do not have permission to book sports facilities.');
  });

  it('refuses the RWA account: it has no apartment to book for', async () => {
    const response = await s.calls.book(s.meera, courtBooking({ user_id: people.rwa.phone }));
    expect(response.statusCode).toBe(403);
    expect(detail(response)).toBe(messages.noSportsPermission);
  });

  it('refuses a booking in someone else’s name', async () => {
    const response = await s.calls.book(s.arjun, courtBooking({ user_id: people.rahul.phone }));
    expect(response.statusCode).toBe(403);
    expect(detail(response)).toBe(messages.bookingForYourself);
  });

  it.each(['Football', 'Banquet'])('refuses %s: no court to book', async (sport) => {
    const response = await s.calls.book(s.arjun, courtBooking({ sport_type: sport }));
    expect(response.statusCode).toBe(400);
    expect(detail(response)).toBe(messages.bookingNoCourt);
  });

  it.each([
    ['Badminton', 90, [15, 30, 45, 60]],
    ['Squash', 60, [15, 30, 45]],
    ['Tennis', 45, [30, 60, 90]],
  ] as const)('refuses a duration %s does not allow (%i min)', async (sport, duration, allowed) => {
    const response = await s.calls.book(s.arjun, courtBooking({ sport_type: sport, duration }));
    expect(response.statusCode).toBe(400);
    expect(detail(response)).toBe(messages.bookingDurationNotAllowed(sport, allowed));
  });

  it.each(['2030-03-03', '2030-03-06'])('refuses the date %s', async (date) => {
    const response = await s.calls.book(s.arjun, courtBooking({ booking_date: date }));
    expect(response.statusCode).toBe(400);
    expect(detail(response)).toBe(messages.bookingDateRange);
  });

  it('refuses a day that does not exist, naming the field', async () => {
    const response = await s.calls.book(s.arjun, courtBooking({ booking_date: '2030-02-30' }));
    expect(response.statusCode).toBe(400);
    expect(detail(response)).toBe('booking_date: Date is not a real date');
  });

  it('refuses a start that is not on the hour', async () => {
    const response = await s.calls.book(s.arjun, courtBooking({ time_slot: '18:30' }));
    expect(response.statusCode).toBe(400);
    expect(detail(response)).toBe(messages.bookingNotOnHour);
  });

  it.each([
    ['before opening', { time_slot: '05:00' }],
    ['ending after closing', { sport_type: 'Tennis', time_slot: '21:00', duration: 90 }],
  ])('refuses a booking %s', async (_name, change) => {
    const response = await s.calls.book(s.arjun, courtBooking(change));
    expect(response.statusCode).toBe(400);
    expect(detail(response)).toBe(messages.bookingOutsideHours('06:00', '22:00'));
  });

  it('takes the current hour until hh:29 and refuses it from hh:30 (the grid’s cutoff)', async () => {
    const thisHour = { booking_date: TODAY, time_slot: '11:00' };
    setIndiaTime(s.t, '11:29');
    expect((await s.calls.book(s.arjun, courtBooking(thisHour))).statusCode).toBe(201);
    setIndiaTime(s.t, '11:30');
    const late = await s.calls.book(s.arjun, courtBooking({ ...thisHour, sport_type: 'Tennis' }));
    expect(late.statusCode).toBe(400);
    expect(detail(late)).toBe(messages.bookingSlotPassed);
  });

  it('refuses an earlier hour of today', async () => {
    const response = await s.calls.book(
      s.arjun,
      courtBooking({ booking_date: TODAY, time_slot: '09:00' }),
    );
    expect(response.statusCode).toBe(400);
    expect(detail(response)).toBe(messages.bookingSlotPassed);
  });

  it('refuses a 60-minute booking in the hour a 90-minute one still holds', async () => {
    const tennis = { sport_type: 'Tennis', time_slot: '09:00', duration: 90 };
    expect((await s.calls.book(s.arjun, courtBooking(tennis))).statusCode).toBe(201);
    const clash = courtBooking({
      ...tennis,
      user_id: people.rahul.phone,
      time_slot: '10:00',
      duration: 60,
    });
    const response = await s.calls.book(s.rahul, clash);
    expect(response.statusCode).toBe(409);
    expect(detail(response)).toBe(messages.bookingSlotTaken);
  });

  it('takes a slot again once its booking is cancelled', async () => {
    const first = await s.calls.book(s.arjun, courtBooking());
    await s.calls.setStatus(s.arjun, first.json<{ booking_id: string }>().booking_id, 'Cancelled');
    const again = await s.calls.book(s.rahul, courtBooking({ user_id: people.rahul.phone }));
    expect(again.statusCode).toBe(201);
  });

  it('holds the fair-use limit: 2 upcoming bookings per sport per apartment', async () => {
    for (const time_slot of ['08:00', '09:00']) {
      expect((await s.calls.book(s.arjun, courtBooking({ time_slot }))).statusCode).toBe(201);
    }
    const third = await s.calls.book(s.arjun, courtBooking({ time_slot: '10:00' }));
    expect(third.statusCode).toBe(409);
    expect(detail(third)).toBe(messages.bookingFairUse(2, 'Badminton'));
    // Another sport has its own allowance.
    const squash = courtBooking({ sport_type: 'Squash', duration: 45 });
    expect((await s.calls.book(s.arjun, squash)).statusCode).toBe(201);
  });

  it('counts only upcoming bookings toward fair use', async () => {
    for (const time_slot of ['12:00', '13:00']) {
      const today = courtBooking({ booking_date: TODAY, time_slot });
      expect((await s.calls.book(s.arjun, today)).statusCode).toBe(201);
    }
    setIndiaTime(s.t, '14:05');
    expect((await s.calls.book(s.arjun, courtBooking())).statusCode).toBe(201);
  });

  it('stores TT-Yoga as TT/Yoga and returns it with the slash', async () => {
    const response = await s.calls.book(s.arjun, courtBooking({ sport_type: 'TT-Yoga' }));
    expect(response.statusCode).toBe(201);
    const mine = await s.calls.byUser(s.arjun, people.arjun.phone, 'TT-Yoga');
    expect(mine.json<{ bookings: { sport_type: string }[] }>().bookings).toEqual([
      expect.objectContaining({ sport_type: 'TT/Yoga' }),
    ]);
  });
});
