/**
 * Requests the app never sends, as a judge with curl would make them: every one gets a 4xx
 * with a `{ detail }` sentence (never a 500, never SQL) and leaves the bookings table as it was.
 */
import { describe, expect, it } from 'vitest';
import { calendarMaxDays } from '../../contract/bookings/bookings';
import { addDays } from '../../contract/platform/india-time';
import { messages } from '../../contract/messages';
import { bearer, heard } from './helper';
import {
  TODAY,
  TOMORROW,
  bookingRow,
  bookingSuite,
  courtBooking,
  detail,
  expectRefusal,
  people,
  setIndiaTime,
} from './bookings-support';

const s = bookingSuite();

describe('court booking bodies the app never sends', () => {
  const bad: [string, object][] = [
    ['sport TT/Yoga lowercased', { sport_type: 'tt-yoga' }],
    ['sport Banquet', { sport_type: 'Banquet' }],
    ['sport Football', { sport_type: 'Football' }],
    ['sport Cricket', { sport_type: 'Cricket' }],
    ['empty sport', { sport_type: '' }],
    ['unicode sport', { sport_type: 'Bádminton🏸' }],
    ['a very long sport', { sport_type: 'B'.repeat(100_000) }],
    ['duration 0', { duration: 0 }],
    ['duration -15', { duration: -15 }],
    ['duration 15.5', { duration: 15.5 }],
    ['duration 9999', { duration: 9999 }],
    ['duration as a string', { duration: '60' }],
    ['duration not allowed for the sport', { sport_type: 'Squash', duration: 60 }],
    ['time 24:00', { time_slot: '24:00' }],
    ['time 10:30', { time_slot: '10:30' }],
    ['time 9:00', { time_slot: '9:00' }],
    ['time 10:00:00', { time_slot: '10:00:00' }],
    ['time with a space', { time_slot: ' 10:00' }],
    ['yesterday', { booking_date: '2030-03-03' }],
    ['the day after tomorrow', { booking_date: '2030-03-06' }],
    ['30 February', { booking_date: '2030-02-30' }],
    ['month 13', { booking_date: '2030-13-01' }],
    ['year 10000', { booking_date: '10000-03-05' }],
    ['ending after closing', { time_slot: '21:00', duration: 120, sport_type: 'Volleyball' }],
    ['starting before opening', { time_slot: '05:00' }],
    ['an unknown field', { status: 'Confirmed' }],
    ['an apartment of our choosing', { apartment_number: 'Z999' }],
    ['a NUL byte in the notes', { notes: 'late\u0000game' }],
  ];
  for (const [name, change] of bad) {
    it(`refuses ${name} with a 4xx sentence and books nothing`, async () => {
      const response = await s.calls.book(s.arjun, courtBooking(change));
      expectRefusal(response);
      expect(await s.bookingCount()).toBe(0);
    });
  }

  it('refuses an array, a string, wrong content types and a huge body', async () => {
    const url = '/api/booking/book';
    const headers = bearer(s.arjun);
    const attempts = [
      s.calls.book(s.arjun, [courtBooking()]),
      s.t.app.inject({ method: 'POST', url, headers, payload: '"Badminton"' }),
      s.t.app.inject({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': 'text/plain' },
        payload: JSON.stringify(courtBooking()),
      }),
      s.t.app.inject({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'user_id=9000000002&sport_type=Badminton',
      }),
      s.t.app.inject({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify(courtBooking({ notes: 'x'.repeat(2 * 1024 * 1024) })),
      }),
      s.t.app.inject({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: '{"user_id": "9000000002", "__proto__": {"x": 1}}',
      }),
    ];
    const responses = await Promise.all(attempts);
    for (const response of responses) expectRefusal(response);
    // An array or a string is a body of the wrong kind, not a missing one.
    expect(detail(responses[0]!)).not.toMatch(/missing/);
    expect(detail(responses[1]!)).not.toMatch(/missing/);
    expect(await s.bookingCount()).toBe(0);
  });
});

describe('who may book a court', () => {
  it('refuses a booking for another member and for the RWA’s id', async () => {
    for (const user_id of [people.priya.phone, people.rwa.phone, '0000000000']) {
      expectRefusal(await s.calls.book(s.arjun, courtBooking({ user_id })), 403);
    }
    expect(await s.bookingCount()).toBe(0);
  });

  it('refuses a member whose membership lapsed after signing in, from the next request', async () => {
    expect(
      (await s.calls.book(s.rahul, courtBooking({ user_id: people.rahul.phone }))).statusCode,
    ).toBe(201);
    for (const change of [
      { member_status: 'inactive' as const },
      { member_status: 'pending' as const },
    ]) {
      await s.t.db
        .updateTable('users')
        .set(change)
        .where('phone_number', '=', people.rahul.phone)
        .execute();
      await heard(s.t);
      const again = await s.calls.book(
        s.rahul,
        courtBooking({ user_id: people.rahul.phone, time_slot: '20:00' }),
      );
      expectRefusal(again, 403);
      expect(detail(again)).toBe(messages.noSportsPermission);
      await s.t.db
        .updateTable('users')
        .set({ is_active: true, member_status: 'active' })
        .where('phone_number', '=', people.rahul.phone)
        .execute();
      await heard(s.t);
    }
    expect(await s.bookingCount()).toBe(1);
  });

  it('takes India’s date at the midnight edges, whatever UTC says', async () => {
    setIndiaTime(s.t, '23:59');
    expectRefusal(
      await s.calls.book(s.arjun, courtBooking({ booking_date: TODAY, time_slot: '21:00' })),
      400,
    );
    expect((await s.calls.book(s.arjun, courtBooking({ time_slot: '06:00' }))).statusCode).toBe(
      201,
    );
    setIndiaTime(s.t, '00:00', TOMORROW);
    // Now TOMORROW is today: its 06:00 is taken, the day after is bookable, TODAY is past.
    expectRefusal(
      await s.calls.book(s.arjun, courtBooking({ booking_date: TODAY, time_slot: '21:00' })),
      400,
    );
    const next = await s.calls.book(
      s.arjun,
      courtBooking({ booking_date: '2030-03-06', time_slot: '07:00' }),
    );
    expect(next.statusCode, next.body).toBe(201);
  });
});

describe('status changes the app never sends', () => {
  it('refuses odd ids: other users’, non-numeric, negative, past bigint', async () => {
    const id = await s.booked();
    expectRefusal(await s.calls.setStatus(s.priya, id, 'Cancelled'), 403);
    for (const odd of [
      'abc',
      '-1',
      '1.5',
      '99999999999999999999999',
      '9223372036854775807',
      '0x1',
      '%20',
    ]) {
      expectRefusal(await s.calls.setStatus(s.arjun, odd, 'Cancelled'));
      expectRefusal(await s.calls.setStatus(s.meera, odd, 'Cancelled'));
    }
    for (const status of [
      '',
      'cancel',
      'Canceled',
      'Cancelled%00',
      'Cancelled&new_status=Booked',
    ]) {
      expectRefusal(await s.calls.setStatus(s.arjun, id, status));
    }
    expectRefusal(
      await s.t.app.inject({
        method: 'PUT',
        url: `/api/booking/update-booking-status/${id}`,
        headers: bearer(s.arjun),
      }),
      400,
    );
    const row = await s.t.db.selectFrom('bookings').select('status').executeTakeFirstOrThrow();
    expect(row.status).toBe('Booked');
  });

  it('lets a member neither un-cancel nor confirm, and not cancel a past booking', async () => {
    const id = await s.booked();
    expect((await s.calls.setStatus(s.arjun, id, 'cancelled')).statusCode).toBe(200);
    for (const status of ['Booked', 'Confirmed', 'Pending']) {
      expectRefusal(await s.calls.setStatus(s.arjun, id, status), 403);
    }
    const later = await s.booked({ booking_date: TODAY, time_slot: '12:00' });
    setIndiaTime(s.t, '12:00');
    expectRefusal(await s.calls.setStatus(s.arjun, later, 'Cancelled'), 400);
  });

  it('never reactivates a cancelled booking: 409 for Booked, 400 for a status courts lack', async () => {
    const id = await s.booked();
    await s.calls.setStatus(s.arjun, id, 'Cancelled');
    await s.booked({ user_id: people.rahul.phone, time_slot: '18:00' }, s.rahul);
    const again = await s.calls.setStatus(s.meera, id, 'Booked');
    expectRefusal(again, 409);
    expect(detail(again)).toBe(messages.bookingMove('Cancelled', 'Booked'));
    for (const status of ['Confirmed', 'Pending']) {
      const response = await s.calls.setStatus(s.meera, id, status);
      expectRefusal(response, 400);
      expect(detail(response)).toBe(messages.courtStatusInvalid);
    }
  });
});

describe('reading bookings', () => {
  it('refuses another member’s phone and odd user ids', async () => {
    for (const userId of [
      people.priya.phone,
      people.rwa.phone,
      '..%2F..%2Fetc',
      '9000000002%00',
      '900000000',
    ]) {
      expectRefusal(await s.calls.byUser(s.arjun, userId));
    }
    for (const sport of [
      "Badminton' OR '1'='1",
      'Badminton%27%3B--',
      'Banquet%00',
      'x'.repeat(5000),
    ]) {
      expectRefusal(await s.calls.byUser(s.arjun, people.arjun.phone, sport), 400);
    }
  });

  it('keeps the calendar to the RWA, refuses impossible dates and bounds the range', async () => {
    expectRefusal(await s.calls.calendar(s.arjun, 'Badminton'), 403);
    for (const range of [
      '?from=2030-02-30',
      '?to=2030-13-01',
      '?from=10000-01-01',
      '?from=today',
      '?from=0000-01-01',
      '?from[]=2030-03-04',
    ]) {
      expectRefusal(await s.calls.calendar(s.meera, 'Badminton', range), 400);
    }
    const backwards = await s.calls.calendar(s.meera, 'Badminton', `?from=${TOMORROW}&to=${TODAY}`);
    expect(backwards.statusCode).toBe(200);
    expect(backwards.json()).toEqual([]);
    const century = await s.calls.calendar(s.meera, 'Badminton', '?from=1990-01-01&to=2090-01-01');
    expectRefusal(century, 400);
    expect(detail(century)).toBe(messages.bookingRangeTooLong(calendarMaxDays));
    const lastDay = addDays(TODAY, calendarMaxDays - 1);
    expect((await s.calls.calendar(s.meera, 'Badminton', `?to=${lastDay}`)).statusCode).toBe(200);
    expectRefusal(await s.calls.calendar(s.meera, 'Badminton', `?to=${addDays(lastDay, 1)}`), 400);
  });

  it('reads a bounded range from a far-off from without a to', async () => {
    await s.t.db
      .insertInto('bookings')
      .values(
        ['1990-01-01', '1990-06-01'].map((date) =>
          bookingRow({
            phone: people.arjun.phone,
            apartment: people.arjun.apartment,
            sport: 'Badminton',
            date,
            time: '07:00',
            duration: 60,
            status: 'Booked',
            at: new Date(),
          }),
        ),
      )
      .execute();
    const old = await s.calls.calendar(s.meera, 'Badminton', '?from=1990-01-01');
    expect(old.statusCode).toBe(200);
    expect(old.json<{ booking_date: string }[]>().map((b) => b.booking_date)).toEqual([
      '1990-01-01',
    ]);
  });
});
