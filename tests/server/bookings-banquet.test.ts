/** Banquet-hall requests (SPEC.md §5, §9): who may ask, when, and the RWA's confirmation. */
import { describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { TODAY, banquetRequest, bookingSuite, detail, people } from './bookings-support';

const s = bookingSuite();

describe('requesting the banquet hall', () => {
  it('stores a Pending request and answers with its id and the message', async () => {
    const response = await s.calls.banquet(s.arjun, banquetRequest({ catering_required: true }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      booking_id: expect.stringMatching(/^\d+$/),
      status: 'Pending',
      message: messages.banquetRequested,
    });
    const row = await s.t.db.selectFrom('bookings').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ sport_type: 'Banquet', duration: 240, catering_required: true });
  });

  it('lets an inactive member request it (canBookSports is about sports)', async () => {
    const change = { user_id: people.priya.phone, apartment_number: people.priya.apartment };
    expect((await s.calls.banquet(s.priya, banquetRequest(change))).statusCode).toBe(201);
  });

  it.each([
    ['another user', { user_id: people.rahul.phone }],
    ['another apartment', { apartment_number: 'C303' }],
  ])('refuses a request for %s', async (_name, change) => {
    const response = await s.calls.banquet(s.arjun, banquetRequest(change));
    expect(response.statusCode).toBe(403);
    expect(detail(response)).toBe(messages.banquetForYourself);
  });

  it.each(['2030-03-03', '2030-06-03'])('refuses the date %s', async (date) => {
    const response = await s.calls.banquet(s.arjun, banquetRequest({ booking_date: date }));
    expect(response.statusCode).toBe(400);
    expect(detail(response)).toBe(messages.banquetDateRange);
  });

  it('refuses a day that does not exist, naming the field', async () => {
    const response = await s.calls.banquet(s.arjun, banquetRequest({ booking_date: '2030-02-30' }));
    expect(response.statusCode).toBe(400);
    expect(detail(response)).toBe('booking_date: Date is not a real date');
  });

  it('accepts today and the 90th day ahead', async () => {
    await s.requested({ booking_date: '2030-06-02' });
    await s.requested({ booking_date: TODAY, start_time: '12:00' });
  });

  it('refuses a start that has passed today', async () => {
    const response = await s.calls.banquet(
      s.arjun,
      banquetRequest({ booking_date: TODAY, start_time: '11:00' }),
    );
    expect(response.statusCode).toBe(400);
    expect(detail(response)).toBe(messages.banquetStartPassed);
  });

  it.each([
    ['end before start', { start_time: '20:00', end_time: '19:00' }, messages.banquetEndAfterStart],
    ['outside hours', { start_time: '08:00' }, messages.banquetHours],
    ['201 guests', { expected_guests: 201 }, messages.banquetGuests],
    ['no purpose', { purpose: ' ' }, messages.banquetPurposeRequired],
  ])('refuses %s', async (_name, change, message) => {
    const response = await s.calls.banquet(s.arjun, banquetRequest(change));
    expect(response.statusCode).toBe(400);
    expect(detail(response)).toContain(message);
  });
});

describe('the RWA confirms or declines', () => {
  it('lets overlapping requests wait as Pending, and shows them on the calendar', async () => {
    await s.requested({ special_requirements: 'Stage', decoration_required: true });
    const change = { user_id: people.rahul.phone, apartment_number: 'C303', start_time: '19:00' };
    await s.requested(change, s.rahul);
    const calendar = await s.calls.calendar(s.meera, 'Banquet');
    expect(calendar.json()).toEqual([
      expect.objectContaining({
        time_slot: '18:00',
        end_time: '22:00',
        duration: 240,
        purpose: 'Birthday party',
        expected_guests: 50,
        contact_name: 'Arjun Sharma',
        contact_phone: people.arjun.phone,
        special_requirements: 'Stage',
        catering_required: false,
        decoration_required: true,
        booking_status: 'Pending',
        apartment_number: 'A101',
      }),
      expect.objectContaining({
        time_slot: '19:00',
        booking_status: 'Pending',
        apartment_number: 'C303',
      }),
    ]);
  });

  it('confirms one request and refuses to confirm an overlapping one (409)', async () => {
    const first = await s.requested();
    const change = {
      user_id: people.rahul.phone,
      apartment_number: 'C303',
      start_time: '20:00',
      end_time: '23:00',
    };
    const second = await s.requested(change, s.rahul);
    expect((await s.calls.setStatus(s.meera, first, 'confirmed')).statusCode).toBe(200);
    const clash = await s.calls.setStatus(s.meera, second, 'Confirmed');
    expect(clash.statusCode).toBe(409);
    expect(detail(clash)).toBe(messages.banquetAlreadyConfirmed);
    expect((await s.calls.setStatus(s.meera, second, 'Declined', 'Hall taken')).statusCode).toBe(
      200,
    );
  });

  it('makes two overlapping confirmed banquets impossible even written directly', async () => {
    const first = await s.requested();
    const second = await s.requested({ start_time: '20:00', end_time: '23:00' });
    await s.calls.setStatus(s.meera, first, 'Confirmed');
    const direct = s.t.db
      .updateTable('bookings')
      .set({ status: 'Confirmed' })
      .where('id', '=', Number(second))
      .execute();
    await expect(direct).rejects.toMatchObject({ code: '23P01' });
  });

  it('lists a banquet request in the member’s bookings with its start and length', async () => {
    await s.requested();
    const response = await s.calls.byUser(s.arjun, people.arjun.phone, 'Banquet');
    expect(response.json()).toEqual({
      bookings: [
        expect.objectContaining({
          time_slot: '18:00',
          duration: 240,
          sport_type: 'Banquet',
          booking_status: 'Pending',
        }),
      ],
    });
  });

  it('lets a member cancel their own pending request', async () => {
    const id = await s.requested();
    expect((await s.calls.setStatus(s.arjun, id, 'Cancelled')).statusCode).toBe(200);
  });
});
