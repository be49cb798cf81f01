/**
 * What the server keeps in memory (sessions, court-days) gives way to the database's own word
 * of a change (migration 0020, platform/db/change-feed.ts), whoever made it: a write straight into the
 * database here stands for another instance, a job or psql. On PostgreSQL the word comes on a
 * connection of its own; `heard` waits for it, the moment another instance's change reaches this
 * one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../server/platform/db/schema';
import { bookingRow } from './bookings-support';
import { bearer, build, heard, tokenFor, type TestApp } from './helper';

let t: TestApp;

beforeAll(async () => {
  t = await build();
  // On PostgreSQL the feed listens from the first subscriber; wait for it to be heard.
  for (let tries = 0; !t.app.changes?.live; tries++) {
    if (tries > 100) throw new Error('the change feed never went live');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
});
afterAll(() => t.close());

/** A change straight in the database, once this app has heard of it. */
async function changeUser(phone: string, change: Partial<Pick<User, 'is_active' | 'role'>>) {
  await t.db.updateTable('users').set(change).where('phone_number', '=', phone).execute();
  await heard(t);
}

const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

describe('kept sessions', () => {
  it('refuses a session at the next request once the database says its user left', async () => {
    const token = await tokenFor(t, '9000000003');
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(200);
    await changeUser('9000000003', { is_active: false });
    expect((await me(token)).statusCode).toBe(401);
    await changeUser('9000000003', { is_active: true });
    expect((await me(token)).statusCode).toBe(200);
  });

  it('refuses a session revoked in the database, and keeps the same user’s other ones', async () => {
    const kept = await tokenFor(t, '9000000004');
    const revoked = await tokenFor(t, '9000000004');
    expect((await me(kept)).statusCode).toBe(200);
    expect((await me(revoked)).statusCode).toBe(200);
    const sessionId = await t.app.tokens.verify(revoked);
    await t.db
      .updateTable('sessions')
      .set({ revoked_at: t.clock.now(), revoked_reason: 'test' })
      .where('id', '=', sessionId ?? '')
      .execute();
    await heard(t);
    expect((await me(revoked)).statusCode).toBe(401);
    expect((await me(kept)).statusCode).toBe(200);
  });

  it('answers with the role the database holds now', async () => {
    const token = await tokenFor(t, '9000000002');
    const auditLog = () =>
      t.app.inject({ method: 'GET', url: '/api/audit/events', headers: bearer(token) });
    expect((await auditLog()).statusCode).toBe(403);
    await changeUser('9000000002', { role: 'rwa' });
    expect((await auditLog()).statusCode).not.toBe(403);
    await changeUser('9000000002', { role: 'member' });
    expect((await auditLog()).statusCode).toBe(403);
  });
});

describe('kept court-days', () => {
  it('shows a booking written straight into the database as taken at once', async () => {
    const token = await tokenFor(t, '9000000002');
    const date = '2030-03-05';
    const sevenIsFree = async () => {
      const answer = await t.app.inject({
        method: 'GET',
        url: `/api/booking/check-availability-all-slots?sport_type=Squash&booking_date=${date}`,
        headers: bearer(token),
      });
      const slots = answer.json<{ available_slots: { time_slot: string; available: boolean }[] }>();
      return slots.available_slots.find((slot) => slot.time_slot === '07:00')?.available;
    };
    expect(await sevenIsFree()).toBe(true);
    await t.db
      .insertInto('bookings')
      .values(
        bookingRow({
          phone: '9000000003',
          apartment: 'B202',
          sport: 'Squash',
          date,
          time: '07:00',
          duration: 45,
          status: 'Booked',
          at: t.clock.now(),
        }),
      )
      .execute();
    await heard(t);
    expect(await sevenIsFree()).toBe(false);
    await t.db
      .updateTable('bookings')
      .set({ status: 'Cancelled' })
      .where('booking_date', '=', date)
      .where('sport_type', '=', 'Squash')
      .execute();
    await heard(t);
    expect(await sevenIsFree()).toBe(true);
  });
});
