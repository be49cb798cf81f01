/** Reading bookings (the home panel, the admin calendar) and changing their status (SPEC.md §4). */
import { describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { TODAY, TOMORROW, bookingSuite, detail, people, setIndiaTime } from './bookings-support';
import { bearer } from './helper';

const s = bookingSuite();

interface Listed {
  bookings: { booking_id: string; sport_type: string; time_slot: string; booking_status: string }[];
}

describe('bookings by user', () => {
  it('lists a member’s upcoming bookings of one sport, soonest first', async () => {
    const later = await s.booked({ time_slot: '09:00' });
    const sooner = await s.booked({ booking_date: TODAY, time_slot: '20:00', notes: 'Coaching' });
    await s.booked({ sport_type: 'Tennis' });
    const response = await s.calls.byUser(s.arjun, people.arjun.phone, 'Badminton');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      bookings: [
        {
          booking_id: sooner,
          booking_date: TODAY,
          time_slot: '20:00',
          duration: 60,
          sport_type: 'Badminton',
          booking_status: 'Booked',
          notes: 'Coaching',
        },
        expect.objectContaining({ booking_id: later, booking_date: TOMORROW }),
      ],
    });
  });

  it('lists every sport without a filter, and no past days', async () => {
    await s.booked();
    await s.booked({ sport_type: 'Squash', duration: 30 });
    setIndiaTime(s.t, '08:00', '2030-03-06');
    const past = await s.calls.byUser(s.arjun, people.arjun.phone);
    expect(past.json<Listed>().bookings).toEqual([]);
    setIndiaTime(s.t, '11:10');
    const all = await s.calls.byUser(s.arjun, people.arjun.phone);
    expect(all.json<Listed>().bookings.map((b) => b.sport_type)).toEqual(['Badminton', 'Squash']);
  });

  it('refuses a member reading another member’s bookings (403)', async () => {
    const response = await s.calls.byUser(s.arjun, people.rahul.phone);
    expect(response.statusCode).toBe(403);
    expect(detail(response)).toBe(messages.bookingsForOthers);
  });

  it('lets the RWA read anyone’s bookings', async () => {
    await s.booked();
    const response = await s.calls.byUser(s.meera, people.arjun.phone);
    expect(response.json<Listed>().bookings).toHaveLength(1);
  });
});

describe('a member changes a booking', () => {
  it('cancels their own upcoming booking (status compared case-insensitively)', async () => {
    const id = await s.booked();
    const response = await s.calls.setStatus(s.arjun, id, 'cancelled');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      booking_id: id,
      booking_status: 'Cancelled',
      message: messages.bookingStatusUpdated,
    });
  });

  it('cannot cancel another member’s booking', async () => {
    const id = await s.booked();
    const response = await s.calls.setStatus(s.rahul, id, 'Cancelled');
    expect(response.statusCode).toBe(403);
    expect(detail(response)).toBe(messages.bookingNotYours);
  });

  it('may only cancel, not confirm', async () => {
    const id = await s.booked();
    const response = await s.calls.setStatus(s.arjun, id, 'Confirmed');
    expect(response.statusCode).toBe(403);
    expect(detail(response)).toBe(messages.bookingMemberMayOnlyCancel);
  });

  it('cannot cancel a booking twice', async () => {
    const id = await s.booked();
    await s.calls.setStatus(s.arjun, id, 'Cancelled');
    const again = await s.calls.setStatus(s.arjun, id, 'Cancelled');
    expect(again.statusCode).toBe(409);
    expect(detail(again)).toBe(messages.bookingAlreadyCancelled);
  });

  it('cannot cancel a booking that has started', async () => {
    const id = await s.booked({ booking_date: TODAY, time_slot: '12:00' });
    setIndiaTime(s.t, '12:00');
    const response = await s.calls.setStatus(s.arjun, id, 'Cancelled');
    expect(response.statusCode).toBe(400);
    expect(detail(response)).toBe(messages.bookingPastCannotCancel);
  });

  it('gets 404 for a booking that does not exist', async () => {
    for (const id of ['999999', '99999999999999999999']) {
      const response = await s.calls.setStatus(s.arjun, id, 'Cancelled');
      expect(response.statusCode).toBe(404);
      expect(detail(response)).toBe(messages.bookingNotFound);
    }
  });

  it('refuses an unknown status', async () => {
    const id = await s.booked();
    const response = await s.calls.setStatus(s.arjun, id, 'Gone');
    expect(response.statusCode).toBe(400);
    expect(detail(response)).toContain(messages.bookingStatusUnknown);
  });
});

describe('the RWA changes a booking', () => {
  it('cancels any booking, even a past one, with a reason the resident is told', async () => {
    const id = await s.booked({ booking_date: TODAY, time_slot: '12:00' });
    setIndiaTime(s.t, '13:30');
    const reason = 'Court closed for resurfacing';
    expect((await s.calls.setStatus(s.meera, id, 'CANCELLED', reason)).statusCode).toBe(200);
    const inbox = await s.t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: bearer(s.arjun),
    });
    expect(
      inbox.json<{ notifications: { title: string; body: string }[] }>().notifications[0],
    ).toMatchObject({ title: 'Your Badminton booking was cancelled by the RWA' });
  });

  it('refuses to cancel a resident’s booking without a reason', async () => {
    const id = await s.booked();
    const response = await s.calls.setStatus(s.meera, id, 'Cancelled');
    expect(response.statusCode).toBe(400);
    expect(detail(response)).toBe(messages.reasonRequired);
  });

  it('cannot re-activate a cancelled booking (409)', async () => {
    const first = await s.booked();
    await s.calls.setStatus(s.arjun, first, 'Cancelled');
    const response = await s.calls.setStatus(s.meera, first, 'Booked');
    expect(response.statusCode).toBe(409);
    expect(detail(response)).toBe(messages.bookingMove('Cancelled', 'Booked'));
  });
});

describe('the admin calendar', () => {
  it('lists one sport from today on with apartment and phone, by date and time', async () => {
    await s.booked({ time_slot: '07:00' });
    await s.booked(
      { user_id: people.rahul.phone, booking_date: TODAY, time_slot: '15:00' },
      s.rahul,
    );
    const response = await s.calls.calendar(s.meera, 'Badminton');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({
        booking_date: TODAY,
        time_slot: '15:00',
        apartment_number: 'C303',
        phone_number: people.rahul.phone,
      }),
      expect.objectContaining({
        booking_date: TOMORROW,
        time_slot: '07:00',
        apartment_number: 'A101',
      }),
    ]);
  });

  it('filters by an inclusive from/to range', async () => {
    await s.booked({ time_slot: '07:00' });
    await s.booked(
      { user_id: people.rahul.phone, booking_date: TODAY, time_slot: '15:00' },
      s.rahul,
    );
    const range = `?from=${TOMORROW}&to=${TOMORROW}`;
    const response = await s.calls.calendar(s.meera, 'Badminton', range);
    expect(response.json<unknown[]>()).toHaveLength(1);
    const bad = await s.calls.calendar(s.meera, 'Badminton', '?from=2030-02-30');
    expect(bad.statusCode).toBe(400);
  });

  it('returns TT/Yoga with the slash when asked with TT-Yoga', async () => {
    await s.booked({ sport_type: 'TT/Yoga' });
    const response = await s.calls.calendar(s.meera, 'TT-Yoga');
    expect(response.json<{ sport_type: string }[]>()[0]?.sport_type).toBe('TT/Yoga');
  });

  it('is refused to members', async () => {
    expect((await s.calls.calendar(s.arjun, 'Badminton')).statusCode).toBe(403);
  });
});
