/**
 * The estate the gate benches run on (issue 17): the demo people, 500 flats (1,000 residents),
 * ten guards and 2,000 passes for today — 1,500 one-time guests and 500 daily helps — seeded
 * straight into the database before a server of its own starts on it (seeded-server.ts).
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../server/platform/db/schema';
import type { RunningServer } from '../e2e/support/server';
import { CLIENTS } from './load';
import { BENCH_SECRET, startSeededServer } from './seeded-server';
import { benchTokens } from './sessions';

export const FLATS = 500;
export const GUESTS = 1_500;
export const HELPS = 500;
const guardPhone = (gate: number) => String(8_000_000_000 + gate);
/** Pass n's code: distinct for every pass, as the server keeps live codes. Guests are 0–1,499. */
export const codeOf = (n: number) => String(n).padStart(6, '0');
/** Pass n's visitor, as seedGate names them. */
export const nameOf = (n: number) => `Visitor ${n}`;

export interface GateEstate {
  engine: 'PGlite' | 'PostgreSQL';
  server: RunningServer;
  /** A signed-in session for each of the CLIENTS gates' guards (gate n: its own guard). */
  gateTokens: string[];
  stop(): Promise<void>;
}

/** The estate: flats with two residents each, ten guards, and today's passes. */
async function seedGate(db: Kysely<Database>): Promise<void> {
  await sql`
    INSERT INTO users (phone_number, apartment_number, name, email, role)
    SELECT (7100000000 + g)::text, 'F' || (g / 2), 'Resident ' || g, 'r' || g || '@example.com',
      'member'
    FROM generate_series(0, ${FLATS * 2 - 1}) AS g`.execute(db);
  await db
    .insertInto('users')
    .values(
      Array.from({ length: CLIENTS }, (_, gate) => ({
        phone_number: guardPhone(gate),
        apartment_number: 'GATE',
        name: `Guard ${gate}`,
        role: 'guard' as const,
      })),
    )
    .execute();
  // Guests: from an hour ago for most of a day; daily help: every day for a month.
  await sql`
    INSERT INTO passes (kind, name, apartment, created_by, valid_from, valid_until, days, code,
      created_at)
    SELECT CASE WHEN g < ${GUESTS} THEN 'guest' ELSE 'daily_help' END,
      'Visitor ' || g, 'F' || (g % ${FLATS}), (7100000000 + 2 * (g % ${FLATS}))::text,
      now() - interval '1 hour',
      now() + CASE WHEN g < ${GUESTS} THEN interval '20 hours' ELSE interval '30 days' END,
      CASE WHEN g < ${GUESTS} THEN '{}'::text[]
        ELSE '{mon,tue,wed,thu,fri,sat,sun}'::text[] END,
      lpad(g::text, 6, '0'), now()
    FROM generate_series(0, ${GUESTS + HELPS - 1}) AS g`.execute(db);
}

/**
 * A server on a freshly seeded estate (seeded-server.ts), each of the CLIENTS gates' guards
 * signed in.
 */
export async function startGateEstate(
  adminUrl?: string,
  /** More of the estate on top (issue 34's standing approvals and plates). */
  more?: (db: Kysely<Database>) => Promise<void>,
): Promise<GateEstate> {
  const estate = await startSeededServer(
    'gate',
    async (db) => {
      await seedGate(db);
      await more?.(db);
      const phones = Array.from({ length: CLIENTS }, (_, gate) => guardPhone(gate));
      const tokens = await benchTokens(db, BENCH_SECRET, phones);
      return phones.map((phone) => tokens.get(phone) ?? '');
    },
    adminUrl,
  );
  return { ...estate, gateTokens: estate.seeded };
}
