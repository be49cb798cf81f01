/**
 * The gate under load (issue 17): a server process (the real `server/main.ts`) on an estate of
 * 500 flats (1,000 residents) with 2,000 passes for today — 1,500 one-time guests and 500 daily
 * helps. Measured: the guard desk's snapshot (bytes as sent, gzip, and time per refresh), then
 * check-ins at 10 gates at once (each gate a guard's own session), every guest let in once by
 * code through POST gate/check-in with its Idempotency-Key, as the desk's outbox sends it.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { openPglite, openPostgres, type DatabaseHandle } from '../../server/db/client';
import type { Database } from '../../server/db/schema';
import { migrateToLatest } from '../../server/db/migrate';
import { seedDemo } from '../../server/db/seed';
import { startServer } from '../e2e/support/server';
import { adminQuery, databaseUrl } from '../server/postgres-admin';
import { CLIENTS, load, percentile } from './load';
import { benchTokens } from './sessions';

const FLATS = 500;
const GUESTS = 1_500;
const HELPS = 500;
const DESK_REFRESHES = 20;
const SECRET = 'bench-secret-that-is-long-enough-for-hs256-0123456789';
const guardPhone = (gate: number) => String(8_000_000_000 + gate);
/** Pass n's code: distinct for every pass, as the server keeps live codes. */
const codeOf = (n: number) => String(n).padStart(6, '0');

export interface GateFigures {
  engine: 'PGlite' | 'PostgreSQL';
  passes: number;
  desk: { bytes: number; gzipBytes: number; p50: number; p99: number };
  checkIns: { count: number; perSecond: number; p50: number; p99: number; failed: number };
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

async function seeded(handle: DatabaseHandle) {
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

/** The desk's refresh as the browser receives it: the bytes on the wire and the time. */
function fetchDesk(url: string, token: string, encoding: string) {
  return new Promise<{ bytes: number; ms: number }>((resolve, reject) => {
    const started = performance.now();
    const call = request(
      `${url}/api/gate/desk`,
      { headers: { authorization: `Bearer ${token}`, 'accept-encoding': encoding } },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => {
          if (response.statusCode !== 200) reject(new Error(`desk: ${response.statusCode}`));
          else resolve({ bytes, ms: performance.now() - started });
        });
      },
    );
    call.on('error', reject);
    call.end();
  });
}

export async function measureGate(adminUrl?: string): Promise<GateFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gatehouse-bench-gate-'));
  const dbName = `gatehouse_bench_gate_${process.pid}`;
  let env: NodeJS.ProcessEnv = { DATA_DIR: dataDir, JWT_SECRET: SECRET, LOG_LEVEL: 'error' };
  let gates: string[];
  if (adminUrl) {
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    await adminQuery(adminUrl, `CREATE DATABASE "${dbName}"`);
    env = { ...env, DATABASE_URL: databaseUrl(adminUrl, dbName) };
    gates = await seeded(await openPostgres(databaseUrl(adminUrl, dbName)));
  } else {
    gates = await seeded(await openPglite(join(dataDir, 'db')));
  }
  const server = await startServer({ env });
  try {
    const plain = await fetchDesk(server.url, gates[0] ?? '', 'identity');
    const desk: number[] = [];
    let gzipBytes = 0;
    for (let refresh = 0; refresh < DESK_REFRESHES; refresh += 1) {
      const answer = await fetchDesk(server.url, gates[refresh % CLIENTS] ?? '', 'gzip');
      desk.push(answer.ms);
      gzipBytes = answer.bytes;
    }
    desk.sort((a, b) => a - b);

    let next = 0;
    let failed = 0;
    const started = performance.now();
    const times = await load(GUESTS, async () => {
      const n = next++;
      const response = await fetch(`${server.url}/api/gate/check-in`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${gates[n % CLIENTS]}`,
          'content-type': 'application/json',
          'idempotency-key': randomUUID(),
        },
        body: JSON.stringify({
          visit_id: randomUUID(),
          code: codeOf(n),
          gate: `Gate ${n % CLIENTS}`,
        }),
      });
      await response.arrayBuffer();
      if (response.status !== 200) failed += 1;
      return undefined;
    });
    const seconds = (performance.now() - started) / 1000;
    return {
      engine: adminUrl ? 'PostgreSQL' : 'PGlite',
      passes: GUESTS + HELPS,
      desk: { bytes: plain.bytes, gzipBytes, p50: percentile(desk, 50), p99: percentile(desk, 99) },
      checkIns: {
        count: times.length,
        perSecond: times.length / seconds,
        p50: percentile(times, 50),
        p99: percentile(times, 99),
        failed,
      },
    };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (adminUrl) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  }
}

export function reportGate(figures: GateFigures): string[] {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const { desk, checkIns } = figures;
  return [
    `gate on ${figures.engine}: ${figures.passes} passes for today, ${FLATS} flats, ${CLIENTS} gates`,
    `    GET gate/desk ×${DESK_REFRESHES}: ${kb(desk.bytes)} (${kb(desk.gzipBytes)} gzip), p50 ${ms(desk.p50)}, p99 ${ms(desk.p99)}`,
    `    POST gate/check-in ×${checkIns.count}: ${checkIns.perSecond.toFixed(0)} per second, p50 ${ms(checkIns.p50)}, p99 ${ms(checkIns.p99)}, ${checkIns.failed} failed`,
  ];
}
