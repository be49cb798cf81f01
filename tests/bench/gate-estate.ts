/**
 * The estate the gate benches run on (issue 17): the demo people, 500 flats (1,000 residents),
 * ten guards and 2,000 passes for today — 1,500 one-time guests and 500 daily helps — seeded
 * straight into the database before a server of its own starts on it (PGlite allows one process,
 * so the shared bench server's database cannot be written to from here).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { openPglite, openPostgres, type DatabaseHandle } from '../../server/db/client';
import type { Database } from '../../server/db/schema';
import { migrateToLatest } from '../../server/db/migrate';
import { seedDemo } from '../../server/db/seed';
import { startServer, type RunningServer } from '../e2e/support/server';
import { adminQuery, databaseUrl } from '../server/postgres-admin';
import { CLIENTS } from './load';
import { benchTokens } from './sessions';

export const FLATS = 500;
export const GUESTS = 1_500;
export const HELPS = 500;
const SECRET = 'bench-secret-that-is-long-enough-for-hs256-0123456789';
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

async function seeded(handle: DatabaseHandle): Promise<string[]> {
  try {
    await migrateToLatest(handle.db);
    await seedDemo(handle.db);
    await seedGate(handle.db);
    const phones = Array.from({ length: CLIENTS }, (_, gate) => guardPhone(gate));
    const tokens = await benchTokens(handle.db, SECRET, phones);
    return phones.map((phone) => tokens.get(phone) ?? '');
  } finally {
    await handle.close();
  }
}

/**
 * A server (the real `server/main.ts`, serving the built app) on a freshly seeded estate: on
 * PGlite in a data dir of its own, or on PostgreSQL in a database of its own under `adminUrl`.
 */
export async function startGateEstate(adminUrl?: string): Promise<GateEstate> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gatehouse-bench-gate-'));
  const dbName = `gatehouse_bench_gate_${process.pid}`;
  let env: NodeJS.ProcessEnv = { DATA_DIR: dataDir, JWT_SECRET: SECRET, LOG_LEVEL: 'error' };
  const cleanUp = async () => {
    rmSync(dataDir, { recursive: true, force: true });
    if (adminUrl) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  };
  try {
    let gateTokens: string[];
    if (adminUrl) {
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
      await adminQuery(adminUrl, `CREATE DATABASE "${dbName}"`);
      env = { ...env, DATABASE_URL: databaseUrl(adminUrl, dbName) };
      gateTokens = await seeded(await openPostgres(databaseUrl(adminUrl, dbName)));
    } else {
      gateTokens = await seeded(await openPglite(join(dataDir, 'db')));
    }
    const server = await startServer({ env });
    return {
      engine: adminUrl ? 'PostgreSQL' : 'PGlite',
      server,
      gateTokens,
      stop: async () => {
        await server.stop();
        await cleanUp();
      },
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}
