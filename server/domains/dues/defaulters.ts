/**
 * The flats with dues (issue 33): every flat whose ledger sums to more than zero, with its open
 * invoices aged by their due dates into 0–30, 31–60, 61–90 and 90+ days (one not yet due counts
 * as 0–30), the oldest open due date, the days since it and when it was last reminded.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { AgeingBuckets, Defaulter, Defaulters } from '../../../contract/dues/collection';
import type { Database } from '../../platform/db/schema';
import { balances } from './book';
import { daysBetween } from './invoice-lines';
import { byFlat, openInvoices, overdueOf } from './open-invoices';

const noBuckets = (): AgeingBuckets => ({
  days_0_30: 0,
  days_31_60: 0,
  days_61_90: 0,
  days_90_plus: 0,
});

function bucketOf(days: number): keyof AgeingBuckets {
  if (days <= 30) return 'days_0_30';
  if (days <= 60) return 'days_31_60';
  if (days <= 90) return 'days_61_90';
  return 'days_90_plus';
}

/** Each flat's latest reminder. */
export async function lastReminders(db: Kysely<Database>): Promise<Map<string, Date>> {
  const { rows } = await sql<{ apartment: string; at: Date }>`
    SELECT apartment, max(sent_at) AS at FROM dues_reminders GROUP BY apartment`.execute(db);
  return new Map(rows.map((row) => [row.apartment, row.at]));
}

export async function listDefaulters(db: Kysely<Database>, today: string): Promise<Defaulters> {
  const owed = await balances(db);
  const open = byFlat(await openInvoices(db));
  const reminded = await lastReminders(db);
  const flats: Defaulter[] = [];
  for (const [apartment, balance] of owed) {
    if (balance <= 0) continue;
    const invoices = open.get(apartment) ?? [];
    const buckets = noBuckets();
    for (const invoice of invoices) {
      buckets[bucketOf(daysBetween(invoice.due_date, today))] += invoice.open_paise;
    }
    const oldest = invoices.map((invoice) => invoice.due_date).sort()[0] ?? null;
    flats.push({
      apartment,
      balance_paise: balance,
      open_paise: invoices.reduce((sum, invoice) => sum + invoice.open_paise, 0),
      oldest_due_date: oldest,
      days_overdue: overdueOf(invoices, today).days,
      buckets,
      last_reminded_at: reminded.get(apartment)?.toISOString() ?? null,
    });
  }
  flats.sort(
    (a, b) =>
      b.days_overdue - a.days_overdue ||
      b.balance_paise - a.balance_paise ||
      a.apartment.localeCompare(b.apartment),
  );
  const totals = { flats: flats.length, balance_paise: 0, open_paise: 0, buckets: noBuckets() };
  for (const flat of flats) {
    totals.balance_paise += flat.balance_paise;
    totals.open_paise += flat.open_paise;
    for (const key of Object.keys(totals.buckets) as (keyof AgeingBuckets)[]) {
      totals.buckets[key] += flat.buckets[key];
    }
  }
  return { as_of: today, flats, totals };
}
