/**
 * A period's collection (issue 33): its invoices, each with what payments settled of it (net of
 * reversals); cancelled ones are counted apart and bill nothing. What is collected is what was
 * settled against this period's invoices, whenever it was paid.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { DuesSummary } from '../../../contract/dues/collection';
import type { InvoiceStatus } from '../../../contract/dues/billing';
import type { Database } from '../../platform/db/schema';

export interface PeriodInvoice {
  apartment: string;
  number: string;
  status: InvoiceStatus;
  due_date: string;
  billed_paise: number;
  collected_paise: number;
}

export async function periodInvoices(
  db: Kysely<Database>,
  period: string,
): Promise<PeriodInvoice[]> {
  const { rows } = await sql<PeriodInvoice>`
    SELECT i.apartment, i.number, i.status, i.due_date, i.charges_paise AS billed_paise,
      coalesce(sum(a.amount_paise), 0)::bigint AS collected_paise
    FROM invoices i LEFT JOIN payment_allocations a ON a.invoice_id = i.id
    WHERE i.period = ${period}
    GROUP BY i.id
    ORDER BY i.apartment`.execute(db);
  return rows;
}

export function summarizePeriod(period: string, invoices: PeriodInvoice[]): DuesSummary {
  const billed = invoices.filter((invoice) => invoice.status !== 'cancelled');
  const sum = (pick: (invoice: PeriodInvoice) => number) =>
    billed.reduce((total, invoice) => total + pick(invoice), 0);
  const collected = sum((invoice) => invoice.collected_paise);
  const count = (test: (invoice: PeriodInvoice) => boolean) => billed.filter(test).length;
  return {
    period,
    billed_paise: sum((invoice) => invoice.billed_paise),
    collected_paise: collected,
    outstanding_paise: sum((invoice) => invoice.billed_paise - invoice.collected_paise),
    flats_billed: billed.length,
    flats_paid: count((invoice) => invoice.collected_paise >= invoice.billed_paise),
    flats_partly_paid: count(
      (invoice) => invoice.collected_paise > 0 && invoice.collected_paise < invoice.billed_paise,
    ),
    flats_unpaid: count((invoice) => invoice.collected_paise === 0 && invoice.billed_paise > 0),
    cancelled: invoices.length - billed.length,
  };
}
