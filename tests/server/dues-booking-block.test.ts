/**
 * No court or banquet booking while more than N days overdue (issue 33): off by default; on,
 * a flat past it is refused with a sentence that says why, how much and where to pay, and a
 * flat that paid books as before. Every flat owes January 2030 (due 10 January: 53 days
 * overdue on 4 March) and March (not yet due).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { banquetRequest, bookingCalls, courtBooking, people } from './bookings-support';
import { buildDues, detailOf, duesCalls } from './dues-support';
import type { DuesApp, DuesCalls } from './dues-support';

let t: DuesApp;
let s: DuesCalls;
let calls: ReturnType<typeof bookingCalls>;

const rahulsCourt = (time: string) =>
  courtBooking({ user_id: people.rahul.phone, time_slot: time, sport_type: 'Tennis' });
const rahulsBanquet = (date: string) =>
  banquetRequest({
    booking_date: date,
    user_id: people.rahul.phone,
    apartment_number: people.rahul.apartment,
    contact_name: 'Rahul Verma',
    contact_phone: people.rahul.phone,
  });

beforeAll(async () => {
  t = await buildDues();
  s = duesCalls(t);
  calls = bookingCalls(t);
  await s.billed(['2030-01', '2030-03']);
});
afterAll(() => t.close());

describe('the booking block', () => {
  it('is off by default: an overdue flat books', async () => {
    expect((await calls.book(t.rahul, rahulsCourt('07:00'))).statusCode).toBe(201);
    expect((await calls.banquet(t.rahul, rahulsBanquet('2030-03-20'))).statusCode).toBe(201);
  });

  it('refuses a flat more overdue than it allows, saying why, how much and where to pay', async () => {
    await s.settings({ booking_block_days: 30 });
    const court = await calls.book(t.rahul, rahulsCourt('08:00'));
    expect(court.statusCode).toBe(403);
    expect(detailOf(court)).toBe(messages.bookingBlockedByDues('₹500.00', 53));
    expect(detailOf(court)).toContain('/dues');
    const banquet = await calls.banquet(t.rahul, rahulsBanquet('2030-03-21'));
    expect(banquet.statusCode).toBe(403);
    expect(detailOf(banquet)).toBe(messages.bookingBlockedByDues('₹500.00', 53));
  });

  it('lets a flat within the days allowed book', async () => {
    await s.settings({ booking_block_days: 60 });
    expect((await calls.book(t.rahul, rahulsCourt('09:00'))).statusCode).toBe(201);
  });

  it('lets a flat that paid what was overdue book', async () => {
    await s.settings({ booking_block_days: 30 });
    expect((await calls.book(t.arjun, courtBooking({ time_slot: '10:00' }))).statusCode).toBe(403);
    await s.paidAtDesk('A101', 50_000);
    expect((await calls.book(t.arjun, courtBooking({ time_slot: '10:00' }))).statusCode).toBe(201);
  });
});
