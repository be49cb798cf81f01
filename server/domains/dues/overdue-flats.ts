/**
 * How far behind flats are on their dues, for other rooms' rules (issue 36: a poll may keep
 * flats more than N days overdue from voting). The same reading the booking block and the
 * defaulters use: the oldest open invoice past its due date, in days, on an India day.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { byFlat, openInvoices, overdueOf } from './open-invoices';

/** Each named flat's days overdue on `today` (0 for a flat that owes nothing past due). */
export async function daysOverdueOf(
  db: Kysely<Database>,
  apartments: readonly string[],
  today: string,
): Promise<Map<string, number>> {
  const open = byFlat(await openInvoices(db, apartments));
  return new Map(
    apartments.map((apartment) => [apartment, overdueOf(open.get(apartment) ?? [], today).days]),
  );
}

/** Whether the estate keeps its dues here: any invoice was ever published. */
export async function duesKept(db: Kysely<Database>): Promise<boolean> {
  const invoice = await db
    .selectFrom('invoices')
    .select('id')
    .where('status', '<>', 'draft')
    .limit(1)
    .executeTakeFirst();
  return invoice !== undefined;
}
