/**
 * What is still open of each invoice (its charges less what payments settled of it), oldest
 * period first: the one reading that allocation settles, the late fee charges on, the
 * defaulters' ageing sorts, reminders chase, a statement's credits match and bookings wait on.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { daysBetween } from './invoice-lines';

export interface OpenInvoice {
  id: number;
  apartment: string;
  number: string;
  period: string;
  due_date: string;
  late_fee_until: string | null;
  open_paise: number;
}

/** The open invoices of one flat or a few, or of every flat when `flats` is left out. */
export async function openInvoices(
  db: Kysely<Database>,
  flats?: string | readonly string[],
): Promise<OpenInvoice[]> {
  const list = typeof flats === 'string' ? [flats] : flats;
  if (list?.length === 0) return [];
  const onlyFlat = list === undefined ? sql`` : sql`AND i.apartment IN (${sql.join(list)})`;
  const { rows } = await sql<OpenInvoice>`
    SELECT i.id, i.apartment, i.number, i.period, i.due_date, i.late_fee_until,
      (i.charges_paise - coalesce(sum(a.amount_paise), 0))::bigint AS open_paise
    FROM invoices i LEFT JOIN payment_allocations a ON a.invoice_id = i.id
    WHERE i.status IN ('published', 'partly_paid') ${onlyFlat}
    GROUP BY i.id
    HAVING i.charges_paise > coalesce(sum(a.amount_paise), 0)
    ORDER BY i.period, i.id`.execute(db);
  return rows;
}

/** The rows by flat, each flat's in the order given. */
export function byFlat<T extends { apartment: string }>(rows: T[]): Map<string, T[]> {
  const flats = new Map<string, T[]>();
  for (const row of rows) {
    const list = flats.get(row.apartment);
    if (list) list.push(row);
    else flats.set(row.apartment, [row]);
  }
  return flats;
}

/** What is past due of these invoices `today`: the amount, the oldest due date and its days. */
export function overdueOf(invoices: OpenInvoice[], today: string) {
  const late = invoices.filter((invoice) => invoice.due_date < today);
  const oldest = late.map((invoice) => invoice.due_date).sort()[0];
  return {
    paise: late.reduce((sum, invoice) => sum + invoice.open_paise, 0),
    oldest: oldest ?? null,
    days: oldest ? daysBetween(oldest, today) : 0,
  };
}
