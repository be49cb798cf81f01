/**
 * Bookings under load: a server process (the real `server/main.ts`) on a database holding a
 * year of history (≥100k rows, see bookings-seed.ts), and 10 clients at once. Measured per
 * request, from send to full answer: GET availability (a random court, today or tomorrow) and
 * POST book (a random household, court, hour and allowed duration for tomorrow). A booking
 * that succeeds is usually cancelled again by the RWA (not timed), so the grid stays part-free
 * and both outcomes occur: 201, and 409 for a taken slot or the household's fair-use limit.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sportDurations, type CourtSport } from '../../contract/bookings/bookings';
import { addDays, inIndia } from '../../contract/platform/india-time';
import { openPglite, openPostgres, type DatabaseHandle } from '../../server/platform/db/client';
import { migrateToLatest } from '../../server/platform/db/migrate';
import { seedDemo } from '../../server/seed';
import { startServer } from '../e2e/support/server';
import { adminQuery, databaseUrl } from '../server/postgres-admin';
import { HOUSEHOLDS, memberPhone, seedBookingHistory } from './bookings-seed';
import { benchTokens } from './sessions';
import { CLIENTS, load, percentile } from './load';

const AVAILABILITY_REQUESTS = 1000;
const BOOK_REQUESTS = 600;
const SECRET = 'bench-secret-that-is-long-enough-for-hs256-0123456789';
const courts: CourtSport[] = ['Badminton', 'Tennis', 'Squash', 'TT/Yoga', 'Volleyball'];
const wire = (sport: string) => sport.replace('/', '-');
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;

export interface BookingFigures {
  engine: 'PGlite' | 'PostgreSQL';
  rows: number;
  seedSeconds: number;
  availability: { p50: number; p99: number; count: number };
  book: { p50: number; p99: number; count: number; outcomes: Record<string, number> };
}

/** Seeds the estate and its history; answers the rows and a token for every household. */
async function seeded(handle: DatabaseHandle, today: string) {
  try {
    await migrateToLatest(handle.db);
    await seedDemo(handle.db);
    const rows = await seedBookingHistory(handle.db, today);
    const phones = ['9000000001', ...Array.from({ length: HOUSEHOLDS }, (_, i) => memberPhone(i))];
    return { rows, tokens: await benchTokens(handle.db, SECRET, phones) };
  } finally {
    await handle.close();
  }
}

export async function measureBookings(adminUrl?: string): Promise<BookingFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gatehouse-bench-'));
  const dbName = `gatehouse_bench_${process.pid}`;
  const today = inIndia(new Date()).date;
  const tomorrow = addDays(today, 1);
  const seedStarted = performance.now();
  let env: NodeJS.ProcessEnv = { DATA_DIR: dataDir, JWT_SECRET: SECRET, LOG_LEVEL: 'error' };
  let seed: Awaited<ReturnType<typeof seeded>>;
  if (adminUrl) {
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    await adminQuery(adminUrl, `CREATE DATABASE "${dbName}"`);
    env = { ...env, DATABASE_URL: databaseUrl(adminUrl, dbName) };
    seed = await seeded(await openPostgres(databaseUrl(adminUrl, dbName)), today);
  } else {
    seed = await seeded(await openPglite(join(dataDir, 'db')), today);
  }
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const server = await startServer({ env });
  try {
    const tokenOf = (phone: string) => {
      const token = seed.tokens.get(phone);
      if (!token) throw new Error(`no session for ${phone}`);
      return token;
    };
    const members = Array.from({ length: HOUSEHOLDS }, (_, i) => ({
      phone: memberPhone(i),
      token: tokenOf(memberPhone(i)),
    }));
    const rwa = tokenOf('9000000001');
    const call = (path: string, token: string, init: RequestInit = {}) =>
      fetch(`${server.url}/api/${path}`, {
        ...init,
        headers: {
          authorization: `Bearer ${token}`,
          ...(init.body ? { 'content-type': 'application/json' } : {}),
        },
      });

    const availability = await load(AVAILABILITY_REQUESTS, async () => {
      const query = `sport_type=${wire(pick(courts))}&booking_date=${pick([today, tomorrow])}`;
      const response = await call(
        `booking/check-availability-all-slots?${query}`,
        pick(members).token,
      );
      if (!response.ok)
        throw new Error(`availability: ${response.status} ${await response.text()}`);
      await response.arrayBuffer();
      return undefined;
    });

    const outcomes: Record<string, number> = {};
    const book = await load(BOOK_REQUESTS, async () => {
      const member = pick(members);
      const sport = pick(courts);
      const duration = pick(sportDurations[sport]);
      // Only requests the rules allow, ending by 22:00: the bench is about the database.
      const hours = Math.floor((22 * 60 - duration) / 60) - 6 + 1;
      const hour = 6 + Math.floor(Math.random() * hours);
      const body = {
        user_id: member.phone,
        sport_type: wire(sport),
        booking_date: tomorrow,
        time_slot: `${String(hour).padStart(2, '0')}:00`,
        duration,
      };
      const response = await call('booking/book', member.token, {
        method: 'POST',
        body: JSON.stringify(body),
      });
      const answer = (await response.json()) as { booking_id?: string; detail?: string };
      const outcome =
        response.status === 201 ? '201 booked' : `${response.status} ${answer.detail ?? ''}`;
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
      // Three in four successes are freed again at once, so slots keep coming back.
      const id = answer.booking_id;
      if (!id || Math.random() >= 0.75) return undefined;
      return async () => {
        const path = `booking/update-booking-status/${id}?new_status=Cancelled&reason=Bench`;
        const cancelled = await call(path, rwa, { method: 'PUT' });
        if (!cancelled.ok) throw new Error(`cancel: ${cancelled.status} ${await cancelled.text()}`);
      };
    });

    return {
      engine: adminUrl ? 'PostgreSQL' : 'PGlite',
      rows: seed.rows,
      seedSeconds,
      availability: {
        p50: percentile(availability, 50),
        p99: percentile(availability, 99),
        count: availability.length,
      },
      book: { p50: percentile(book, 50), p99: percentile(book, 99), count: book.length, outcomes },
    };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (adminUrl) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  }
}

export function reportBookings(figures: BookingFigures): string[] {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  return [
    `bookings on ${figures.engine}: ${figures.rows} rows seeded in ${figures.seedSeconds.toFixed(1)} s, ${CLIENTS} concurrent clients`,
    `    GET availability ×${figures.availability.count}: p50 ${ms(figures.availability.p50)}, p99 ${ms(figures.availability.p99)}`,
    `    POST book ×${figures.book.count}: p50 ${ms(figures.book.p50)}, p99 ${ms(figures.book.p99)}`,
    ...Object.entries(figures.book.outcomes)
      .sort(([, a], [, b]) => b - a)
      .map(([outcome, count]) => `        ${count} × ${outcome}`),
  ];
}
