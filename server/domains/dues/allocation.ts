/**
 * Allocation (ADR 004): a flat's confirmed money that no invoice holds yet is matched with its
 * open invoices, oldest payment first and oldest period first, and each match is stored
 * (append-only) in `payment_allocations`. An invoice's status follows from what was allocated
 * to it. Run after a payment is confirmed and after new invoices are made, so an advance is
 * used by the next invoice and a receipt always names the invoices it settled.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { chunks } from './book';
import { byFlat, openInvoices } from './open-invoices';

interface Open {
  id: number;
  open: number;
}

interface FlatCredit extends Open {
  apartment: string;
}

/** Confirmed payments of the flats with money not yet allocated, oldest first. */
async function credits(tx: Kysely<Database>, apartments: readonly string[]): Promise<FlatCredit[]> {
  const { rows } = await sql<FlatCredit>`
    SELECT p.id, p.apartment, (p.amount_paise - coalesce(sum(a.amount_paise), 0))::bigint AS open
    FROM payments p LEFT JOIN payment_allocations a ON a.payment_id = p.id
    WHERE p.apartment IN (${sql.join(apartments)}) AND p.status = 'confirmed'
    GROUP BY p.id
    HAVING p.amount_paise > coalesce(sum(a.amount_paise), 0)
    ORDER BY p.checked_at, p.id`.execute(tx);
  return rows;
}

export interface Allocation {
  payment_id: number;
  invoice_id: number;
  amount_paise: number;
}

/** Pairs money with invoices, both oldest first, each taking what the other still has. */
export function matchOldestFirst(money: Open[], invoices: Open[]): Allocation[] {
  const allocations: Allocation[] = [];
  const left = invoices.map((invoice) => ({ ...invoice }));
  let index = 0;
  for (const payment of money) {
    let remaining = payment.open;
    while (remaining > 0 && index < left.length) {
      const invoice = left[index];
      if (!invoice) break;
      const take = Math.min(remaining, invoice.open);
      allocations.push({ payment_id: payment.id, invoice_id: invoice.id, amount_paise: take });
      remaining -= take;
      invoice.open -= take;
      if (invoice.open === 0) index += 1;
    }
  }
  return allocations;
}

/** Sets each invoice's status from its allocations (a cancelled one stays cancelled). */
export async function refreshStatuses(tx: Kysely<Database>, invoiceIds: number[]): Promise<void> {
  if (invoiceIds.length === 0) return;
  await sql`
    UPDATE invoices i SET status = CASE
        WHEN coalesce(p.paid, 0) >= i.charges_paise THEN 'paid'
        WHEN coalesce(p.paid, 0) > 0 THEN 'partly_paid'
        ELSE 'published' END
    FROM invoices j
    LEFT JOIN (
      SELECT invoice_id, sum(amount_paise) AS paid FROM payment_allocations
      WHERE invoice_id IN (${sql.join(invoiceIds)}) GROUP BY invoice_id
    ) p ON p.invoice_id = j.id
    WHERE i.id = j.id AND i.id IN (${sql.join(invoiceIds)}) AND i.status <> 'cancelled'`.execute(
    tx,
  );
}

/**
 * Allocates each flat's unallocated confirmed money to its open invoices, a few statements for
 * any number of flats (a statement's 500 confirmations settle at once); answers what it stored.
 */
export async function settleFlats(
  tx: Kysely<Database>,
  apartments: readonly string[],
  at: Date,
): Promise<Allocation[]> {
  if (apartments.length === 0) return [];
  const money = byFlat(await credits(tx, apartments));
  if (money.size === 0) return [];
  const invoices = byFlat(await openInvoices(tx, [...money.keys()]));
  const allocations = [...money].flatMap(([apartment, paid]) =>
    matchOldestFirst(
      paid,
      (invoices.get(apartment) ?? []).map(({ id, open_paise: open }) => ({ id, open })),
    ),
  );
  if (allocations.length === 0) return [];
  for (const part of chunks(allocations)) {
    await tx
      .insertInto('payment_allocations')
      .values(part.map((allocation) => ({ ...allocation, at })))
      .execute();
  }
  await refreshStatuses(tx, [...new Set(allocations.map((allocation) => allocation.invoice_id))]);
  return allocations;
}

/** Allocates the flat's unallocated confirmed money to its open invoices; answers what it stored. */
export const settleFlat = (tx: Kysely<Database>, apartment: string, at: Date) =>
  settleFlats(tx, [apartment], at);

/** The flats that hold confirmed money no invoice has taken yet (an advance). */
export async function flatsWithCredit(tx: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ apartment: string }>`
    SELECT p.apartment
    FROM payments p LEFT JOIN payment_allocations a ON a.payment_id = p.id
    WHERE p.status = 'confirmed'
    GROUP BY p.id
    HAVING p.amount_paise > coalesce(sum(a.amount_paise), 0)`.execute(tx);
  return [...new Set(rows.map((row) => row.apartment))];
}
