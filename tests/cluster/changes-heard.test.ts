/**
 * What each instance keeps in memory (sessions, court-days) gives way the moment the database
 * tells of a change (platform/db/change-feed.ts), whichever instance or script made it; and when an
 * instance's listening connection is cut, it trusts nothing it kept until it listens again.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, inIndia } from '../../contract/platform/india-time';
import { startCluster, type Cluster } from './cluster';
import { addResidents, call, type Resident } from './residents';

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) throw new Error('The cluster suite runs on PostgreSQL: set DATABASE_URL');

let cluster: Cluster;
let a: string;
let b: string;

beforeAll(async () => {
  cluster = await startCluster(adminUrl, 2);
  [a, b] = cluster.instances.map((instance) => instance.url) as [string, string];
}, 120_000);
afterAll(() => cluster?.stop());

const me = async (base: string, resident: Resident) =>
  (await call(base, 'auth/me', { token: resident.token })).status;

/** The instances' listening connections, as PostgreSQL sees them. */
async function listeners(): Promise<number[]> {
  const found = await sql<{ pid: number }>`
    SELECT pid FROM pg_stat_activity
    WHERE datname = current_database() AND query = 'LISTEN gatehouse_changes'`.execute(cluster.db);
  return found.rows.map((row) => row.pid);
}

describe('two instances keeping sessions and court-days', () => {
  it('shows a slot booked through one instance as taken on the other at once', async () => {
    const [booker] = await addResidents(cluster.db, cluster.secret, 1, 7_350_000_000);
    if (!booker) throw new Error('no resident');
    const tomorrow = addDays(inIndia(new Date()).date, 1);
    const grid = async (base: string) => {
      const answer = await call(
        base,
        `booking/check-availability-all-slots?sport_type=Squash&booking_date=${tomorrow}`,
        { token: booker.token },
      );
      const slots = answer.body.available_slots as { time_slot: string; available: boolean }[];
      return slots.find((slot) => slot.time_slot === '07:00')?.available;
    };
    // Both instances have read (and keep) the day with the slot free.
    expect([await grid(a), await grid(b)]).toEqual([true, true]);
    const booked = await call(a, 'booking/book', {
      token: booker.token,
      body: {
        user_id: booker.phone,
        sport_type: 'Squash',
        booking_date: tomorrow,
        time_slot: '07:00',
        duration: 45,
      },
    });
    expect(booked.status).toBe(201);
    expect([await grid(a), await grid(b)]).toEqual([false, false]);
  });

  it('refuses on the other instance, at once, a session signed out everywhere through one', async () => {
    const [resident] = await addResidents(cluster.db, cluster.secret, 1, 7_360_000_000);
    if (!resident) throw new Error('no resident');
    expect([await me(a, resident), await me(b, resident)]).toEqual([200, 200]);
    const out = await call(a, 'auth/sign-out-everywhere', {
      token: resident.token,
      method: 'POST',
    });
    expect(out.status).toBe(200);
    expect([await me(b, resident), await me(a, resident)]).toEqual([401, 401]);
  });

  it('trusts nothing it kept after its listening connection was cut', async () => {
    const [resident] = await addResidents(cluster.db, cluster.secret, 1, 7_370_000_000);
    if (!resident) throw new Error('no resident');
    expect([await me(a, resident), await me(b, resident)]).toEqual([200, 200]);
    const before = await listeners();
    expect(before).toHaveLength(2);
    await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE pid IN (${sql.join(before)})`.execute(cluster.db);
    // Deactivated while no instance listens: no one hears of it.
    await cluster.db
      .updateTable('users')
      .set({ is_active: false })
      .where('phone_number', '=', resident.phone)
      .execute();
    for (let tries = 0; ; tries++) {
      const now = await listeners();
      if (now.length === 2 && now.every((pid) => !before.includes(pid))) break;
      if (tries > 100) throw new Error('the instances did not listen again');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect([await me(a, resident), await me(b, resident)]).toEqual([401, 401]);
    // And they hear again: the same person let back in is let in at once on both.
    await cluster.db
      .updateTable('users')
      .set({ is_active: true })
      .where('phone_number', '=', resident.phone)
      .execute();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect([await me(a, resident), await me(b, resident)]).toEqual([200, 200]);
  });
});
