/**
 * How invoices read in the contract's words (contract/dues/billing.ts): each with its lines,
 * what payments settled of it, a UPI link for what is still open and, with a gateway, its
 * payment link. One reader for every
 * call, so the RWA's list and a resident's /dues never disagree.
 */
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { DuesSettings, Invoice, InvoiceLine } from '../../../contract/dues/billing';
import { upiNote, upiPayLink } from '../../../contract/dues/upi';
import type { Database } from '../../platform/db/schema';
import type { InvoicesTable } from './tables';

export type InvoiceRow = Selectable<InvoicesTable>;

/** What of each invoice is settled (the sum of its allocations). */
async function paidOf(db: Kysely<Database>, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('payment_allocations')
    .select(['invoice_id', sql<number>`sum(amount_paise)::bigint`.as('paid')])
    .where('invoice_id', 'in', ids)
    .groupBy('invoice_id')
    .execute();
  return new Map(rows.map((row) => [row.invoice_id, row.paid]));
}

async function linesOf(db: Kysely<Database>, ids: number[]): Promise<Map<number, InvoiceLine[]>> {
  const byInvoice = new Map<number, InvoiceLine[]>();
  if (ids.length === 0) return byInvoice;
  const rows = await db
    .selectFrom('invoice_lines')
    .select(['invoice_id', 'kind', 'label', 'amount_paise'])
    .where('invoice_id', 'in', ids)
    .orderBy('invoice_id')
    .orderBy('position')
    .execute();
  for (const { invoice_id: id, ...line } of rows) {
    byInvoice.set(id, [...(byInvoice.get(id) ?? []), line]);
  }
  return byInvoice;
}

interface PaymentLink {
  short_url: string;
  amount_paise: number;
}

/** The gateway's payment links made for the invoices. */
async function linksOf(db: Kysely<Database>, ids: number[]): Promise<Map<number, PaymentLink>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('dues_payment_links')
    .select(['invoice_id', 'short_url', 'amount_paise'])
    .where('invoice_id', 'in', ids)
    .where('state', '=', 'created')
    .execute();
  return new Map(
    rows.flatMap(({ invoice_id: id, short_url: url, amount_paise: amount }) =>
      url && amount ? [[id, { short_url: url, amount_paise: amount }]] : [],
    ),
  );
}

/** Whether invoices are read with their payment links: only while a gateway is configured. */
export const linksOn = (app: FastifyInstance): boolean => app.config.paymentGateway !== undefined;

/** What is still open of an invoice: nothing once cancelled. */
export const openOf = (row: InvoiceRow, paid: number): number =>
  row.status === 'cancelled' ? 0 : Math.max(row.charges_paise - paid, 0);

export function toInvoice(
  row: InvoiceRow,
  lines: InvoiceLine[],
  paid: number,
  settings: DuesSettings,
  link?: PaymentLink,
): Invoice {
  const open = openOf(row, paid);
  return {
    id: String(row.id),
    number: row.number,
    apartment: row.apartment,
    period: row.period,
    billing_cycle: row.billing_cycle,
    due_date: row.due_date,
    status: row.status,
    lines,
    charges_paise: row.charges_paise,
    arrears_paise: row.arrears_paise,
    total_due_paise: row.charges_paise + row.arrears_paise,
    paid_paise: paid,
    published_at: row.published_at.toISOString(),
    cancelled_reason: row.cancelled_reason,
    upi_link:
      open > 0 && settings.upi_vpa !== ''
        ? upiPayLink({
            vpa: settings.upi_vpa,
            payee: settings.payee_name,
            amountPaise: open,
            note: upiNote(row.apartment, row.period, row.billing_cycle),
            reference: row.number,
          })
        : null,
    // A link asks for what was open when it was made: offered only while that is still so.
    payment_link: link && open > 0 && link.amount_paise === open ? link.short_url : null,
  };
}

/** The rows as invoices, in the rows' order. */
export async function toInvoices(
  db: Kysely<Database>,
  rows: InvoiceRow[],
  settings: DuesSettings,
  withLinks = false,
): Promise<Invoice[]> {
  const ids = rows.map((row) => row.id);
  const [lines, paid, links] = await Promise.all([
    linesOf(db, ids),
    paidOf(db, ids),
    withLinks ? linksOf(db, ids) : new Map<number, PaymentLink>(),
  ]);
  return rows.map((row) =>
    toInvoice(row, lines.get(row.id) ?? [], paid.get(row.id) ?? 0, settings, links.get(row.id)),
  );
}
