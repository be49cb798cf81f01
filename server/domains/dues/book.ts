/**
 * What every dues act shares (ADR 004): the one lock the book's writers take in turn, numbers
 * from `dues_counters`, the flats (apartments of the register's present members, and any flat
 * given an area), a flat's balance as the sum of its ledger, and the RWA's settings.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { DuesSettings } from '../../../contract/dues/billing';
import type { Database } from '../../platform/db/schema';

/**
 * Held until the transaction ends: a generation, a confirmation, a cancellation and a payment
 * notice take turns, so a flat's arrears, allocations and numbers are read and written by one
 * act at a time (across instances too, on PostgreSQL).
 */
export async function lockBook(tx: Kysely<Database>): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext('gatehouse:dues-book'))`.execute(tx);
}

/** `count` new numbers of a series, atomically: the last one given plus 1 … plus count. */
export async function nextNumbers(
  tx: Kysely<Database>,
  series: string,
  count: number,
): Promise<number[]> {
  if (count === 0) return [];
  const row = await tx
    .insertInto('dues_counters')
    .values({ name: series, last: count })
    .onConflict((conflict) =>
      conflict.column('name').doUpdateSet((eb) => ({ last: eb('dues_counters.last', '+', count) })),
    )
    .returning('last')
    .executeTakeFirstOrThrow();
  const first = row.last - count + 1;
  return Array.from({ length: count }, (_, index) => first + index);
}

const sixDigits = (n: number) => String(n).padStart(6, '0');

/** GH/2026-27/000123: the invoice's number in the financial year of its period. */
export const invoiceNumber = (year: string, n: number) => `GH/${year}/${sixDigits(n)}`;
/** GH/R/2026-27/000012: the receipt's number in the financial year of the day it was confirmed. */
export const receiptNumber = (year: string, n: number) => `GH/R/${year}/${sixDigits(n)}`;

export interface Flat {
  apartment: string;
  area_sqft: number | null;
}

/** Every flat, by apartment: the register's present members' apartments and any given an area. */
export async function listFlats(db: Kysely<Database>): Promise<Flat[]> {
  const { rows } = await sql<Flat>`
    SELECT f.apartment, d.area_sqft
    FROM (
      SELECT apartment_number AS apartment FROM users
      WHERE role = 'member' AND removed_at IS NULL
      UNION
      SELECT apartment FROM dues_flats
    ) f
    LEFT JOIN dues_flats d ON d.apartment = f.apartment
    ORDER BY f.apartment`.execute(db);
  return rows;
}

/** The flat, or undefined when the apartment is neither in the register nor given an area. */
export async function findFlat(db: Kysely<Database>, apartment: string): Promise<Flat | undefined> {
  const { rows } = await sql<Flat & { known: boolean }>`
    SELECT ${apartment}::text AS apartment,
      (SELECT area_sqft FROM dues_flats WHERE apartment = ${apartment}) AS area_sqft,
      EXISTS (SELECT 1 FROM users WHERE apartment_number = ${apartment}
        AND role = 'member' AND removed_at IS NULL)
      OR EXISTS (SELECT 1 FROM dues_flats WHERE apartment = ${apartment}) AS known`.execute(db);
  const row = rows[0];
  return row?.known ? { apartment: row.apartment, area_sqft: row.area_sqft } : undefined;
}

/** Which of `apartments` are flats: in the register or given an area. */
export async function knownFlats(
  db: Kysely<Database>,
  apartments: readonly string[],
): Promise<Set<string>> {
  if (apartments.length === 0) return new Set();
  const { rows } = await sql<{ apartment: string }>`
    SELECT apartment_number AS apartment FROM users
    WHERE role = 'member' AND removed_at IS NULL AND apartment_number IN (${sql.join(apartments)})
    UNION
    SELECT apartment FROM dues_flats WHERE apartment IN (${sql.join(apartments)})`.execute(db);
  return new Set(rows.map((row) => row.apartment));
}

/** Each flat's balance (the sum of its ledger): positive owed, negative an advance. */
export async function balances(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('ledger_entries')
    .select(['apartment', sql<number>`sum(amount_paise)::bigint`.as('balance')])
    .groupBy('apartment')
    .execute();
  return new Map(rows.map((row) => [row.apartment, row.balance]));
}

export async function balanceOf(db: Kysely<Database>, apartment: string): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries')
    .select(sql<number>`coalesce(sum(amount_paise), 0)::bigint`.as('balance'))
    .where('apartment', '=', apartment)
    .executeTakeFirstOrThrow();
  return row.balance;
}

export async function readSettings(db: Kysely<Database>): Promise<DuesSettings> {
  const row = await db
    .selectFrom('dues_settings')
    .select([
      'upi_vpa',
      'payee_name',
      'billing_cycle',
      'due_day',
      'late_fee_kind',
      'late_fee_yearly_bp',
      'late_fee_fixed_paise',
      'late_fee_grace_days',
      'booking_block_days',
    ])
    .executeTakeFirstOrThrow();
  return row;
}

/** Rows per INSERT, well inside PostgreSQL's 65,535 parameters. */
const CHUNK = 500;

/** The items in runs of at most `size` (for INSERTs of many rows, CHUNK). */
export function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
