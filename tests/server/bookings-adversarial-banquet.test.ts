/**
 * Banquet requests and decisions the app never sends (curl-style): each is a 4xx sentence
 * that leaves the table as it was; the hall can never be held twice, whatever the status.
 */
import { describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import {
  TODAY,
  banquetRequest,
  bookingSuite,
  detail,
  expectRefusal,
  people,
} from './bookings-support';

const s = bookingSuite();

describe('banquet requests the app never sends', () => {
  const bad: [string, object][] = [
    ['0 guests', { expected_guests: 0 }],
    ['201 guests', { expected_guests: 201 }],
    ['50.5 guests', { expected_guests: 50.5 }],
    ['guests as a string', { expected_guests: '50' }],
    ['a start before 09:00', { start_time: '08:00' }],
    ['an end after 23:00', { end_time: '23:30' }],
    ['an end at 24:00', { end_time: '24:00' }],
    ['an end equal to the start', { end_time: '18:00' }],
    ['an end before the start', { start_time: '20:00', end_time: '19:00' }],
    ['a start off the hour', { start_time: '18:17' }],
    ['a start after the last start option', { start_time: '22:00', end_time: '23:00' }],
    ['an end before the first end option', { start_time: '09:00', end_time: '10:00' }],
    ['the 91st day ahead', { booking_date: '2030-06-03' }],
    ['a date of 31 February', { booking_date: '2030-02-31' }],
    ['year 10000', { booking_date: '10000-03-20' }],
    ['a 9-digit contact phone', { contact_phone: '987654321' }],
    ['a whitespace purpose', { purpose: '   \t ' }],
    ['a whitespace contact name', { contact_name: '  ' }],
    ['another apartment', { apartment_number: 'B202' }],
    ['a lowercase apartment', { apartment_number: 'a101' }],
    ['an unknown field', { status: 'Confirmed' }],
    ['a NUL byte in the purpose', { purpose: 'Birth\u0000day' }],
    ['a very long purpose', { purpose: 'p'.repeat(5000) }],
  ];
  for (const [name, change] of bad) {
    it(`refuses ${name} and stores nothing`, async () => {
      expectRefusal(await s.calls.banquet(s.arjun, banquetRequest(change)));
      expect(await s.bookingCount()).toBe(0);
    });
  }

  it('refuses a start that has passed today (India time)', async () => {
    expectRefusal(
      await s.calls.banquet(s.arjun, banquetRequest({ booking_date: TODAY, start_time: '11:00' })),
      400,
    );
    expect(await s.bookingCount()).toBe(0);
  });

  it('refuses a request in the RWA office’s name', async () => {
    const response = await s.calls.banquet(
      s.meera,
      banquetRequest({ user_id: people.rwa.phone, apartment_number: 'RWA' }),
    );
    expectRefusal(response, 403);
    expect(await s.bookingCount()).toBe(0);
  });

  it('caps the pending banquet requests of one apartment at 3', async () => {
    for (const day of ['21', '22', '23']) await s.requested({ booking_date: `2030-03-${day}` });
    const fourth = await s.calls.banquet(s.arjun, banquetRequest({ booking_date: '2030-03-24' }));
    expectRefusal(fourth, 409);
    expect(detail(fourth)).toBe(messages.banquetPendingLimit(3));
    expect(await s.bookingCount()).toBe(3);
  });
});

describe('banquet decisions the app never sends', () => {
  it('lets a member neither confirm nor un-cancel their own request', async () => {
    const id = await s.requested();
    expectRefusal(await s.calls.setStatus(s.arjun, id, 'Confirmed'), 403);
    expect((await s.calls.setStatus(s.arjun, id, 'Cancelled')).statusCode).toBe(200);
    expectRefusal(await s.calls.setStatus(s.arjun, id, 'Pending'), 403);
  });

  it('never lets two overlapping banquets hold the hall, by any active status', async () => {
    const first = await s.requested();
    const second = await s.requested(
      {
        user_id: people.rahul.phone,
        apartment_number: people.rahul.apartment,
        start_time: '19:00',
        end_time: '23:00',
      },
      s.rahul,
    );
    expect((await s.calls.setStatus(s.meera, first, 'Confirmed')).statusCode).toBe(200);
    for (const status of ['Confirmed', 'Booked']) {
      const response = await s.calls.setStatus(s.meera, second, status);
      expectRefusal(response);
    }
    // Cancelling the first frees the hall for the second; the first cannot come back.
    const cancel = await s.calls.setStatus(s.meera, first, 'Cancelled', 'Moved to the lawn');
    expect(cancel.statusCode).toBe(200);
    expect((await s.calls.setStatus(s.meera, second, 'Confirmed')).statusCode).toBe(200);
    const back = await s.calls.setStatus(s.meera, first, 'Confirmed');
    expectRefusal(back, 409);
    expect(detail(back)).toBe(messages.bookingMove('Cancelled', 'Confirmed'));
  });
});
