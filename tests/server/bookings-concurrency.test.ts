/**
 * No double booking under load (DESIGN.md §6): the database, not a check-then-insert, decides.
 * Every request is in flight at once; on PostgreSQL they really run side by side in the pool.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { bearer, build, tokenFor } from './helper';
import type { TestApp } from './helper';
import {
  TODAY,
  TOMORROW,
  bookingCalls,
  clearBookings,
  courtBooking,
  detail,
  setIndiaTime,
} from './bookings-support';

let t: TestApp;
let calls: ReturnType<typeof bookingCalls>;
let sign: (phone: string) => Promise<string>;

beforeAll(async () => {
  t = await build();
  calls = bookingCalls(t);
  sign = (phone) => tokenFor(t, phone);
});
afterAll(() => t.close());
beforeEach(async () => {
  await clearBookings(t);
  setIndiaTime(t, '11:10');
});

/** Active members written straight into the database, signed in without the OTP round trip. */
async function members(count: number, apartment: (i: number) => string, first: number) {
  const rows = Array.from({ length: count }, (_, i) => ({
    phone_number: String(first + i),
    apartment_number: apartment(i),
    name: `Racer ${i}`,
    email: `racer${first + i}@example.com`,
  }));
  await t.db.insertInto('users').values(rows).execute();
  return Promise.all(
    rows.map(async (row) => ({ phone: row.phone_number, token: await sign(row.phone_number) })),
  );
}

describe('racing for one slot', () => {
  it('gives a slot to exactly one of 50 members asking at once; 49 get 409', async () => {
    const racers = await members(50, (i) => `R${i}`, 8100000000);
    const responses = await Promise.all(
      racers.map((racer) =>
        calls.book(racer.token, courtBooking({ user_id: racer.phone, time_slot: '19:00' })),
      ),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(49);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(detail(response)).toBe(messages.bookingSlotTaken);
    }
    const rows = await t.db.selectFrom('bookings').select('id').execute();
    expect(rows).toHaveLength(1);
  });

  it('holds the fair-use limit when one apartment asks for 10 slots at once', async () => {
    const family = await members(10, () => 'F909', 8200000000);
    // Half today, half tomorrow: the facility-day lock does not queue these against each
    // other, so only the fair-use lock (per apartment and sport) keeps the count honest.
    const responses = await Promise.all(
      family.map((member, i) =>
        calls.book(
          member.token,
          courtBooking({
            user_id: member.phone,
            booking_date: i % 2 === 0 ? TODAY : TOMORROW,
            time_slot: `${String(12 + Math.floor(i / 2)).padStart(2, '0')}:00`,
          }),
        ),
      ),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(2);
    const refused = responses.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(8);
    for (const response of refused)
      expect(detail(response)).toBe(messages.bookingFairUse(2, 'Badminton'));
    const rows = await t.db
      .selectFrom('bookings')
      .select('id')
      .where('apartment_number', '=', 'F909')
      .execute();
    expect(rows).toHaveLength(2);
  });

  it('confirms only one of two overlapping banquet requests confirmed at once', async () => {
    const [a, b] = await members(2, (i) => `Q${i}`, 8300000000);
    if (!a || !b) throw new Error('two members expected');
    const ids = await Promise.all(
      [a, b].map(async (member, i) => {
        const response = await calls.banquet(member.token, {
          booking_date: TOMORROW,
          start_time: i === 0 ? '18:00' : '19:00',
          end_time: '22:00',
          purpose: 'Party',
          expected_guests: 40,
          user_id: member.phone,
          apartment_number: `Q${i}`,
          contact_name: 'Host',
          contact_phone: member.phone,
        });
        return response.json<{ booking_id: string }>().booking_id;
      }),
    );
    const rwa = await sign('9000000001');
    const responses = await Promise.all(
      ids.map((id) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/booking/update-booking-status/${id}?new_status=Confirmed`,
          headers: bearer(rwa),
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('cancels a booking once when its owner sends 10 cancels at once; 9 get 409', async () => {
    const [owner] = await members(1, () => 'D1', 8400000000);
    if (!owner) throw new Error('a member expected');
    const booked = await calls.book(owner.token, courtBooking({ user_id: owner.phone }));
    const id = booked.json<{ booking_id: string }>().booking_id;
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => calls.setStatus(owner.token, id, 'Cancelled')),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(9);
  });

  it('holds the cap of 3 waiting banquet requests when one apartment sends 8 at once', async () => {
    const [host] = await members(1, () => 'P1', 8500000000);
    if (!host) throw new Error('a member expected');
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        calls.banquet(host.token, {
          booking_date: `2030-04-${String(10 + i)}`,
          start_time: '18:00',
          end_time: '22:00',
          purpose: 'Party',
          expected_guests: 40,
          user_id: host.phone,
          apartment_number: 'P1',
          contact_name: 'Host',
          contact_phone: host.phone,
        }),
      ),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(3);
    expect(codes.filter((code) => code === 409)).toHaveLength(5);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(detail(response)).toBe(messages.banquetPendingLimit(3));
    }
  });
});
