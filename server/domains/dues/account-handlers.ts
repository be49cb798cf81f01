/**
 * A flat's account (issue 33): the resident's own /dues (balance, invoices, payments, the
 * estate's UPI payee), a flat's ledger with its running balance for the RWA, and a payment's
 * receipt as a PDF (the flat's own for a member, any for the RWA).
 */
import { periodName } from '../../../contract/dues/periods';
import { messages } from '../../../contract/messages';
import { inIndia } from '../../../contract/platform/india-time';
import { HttpError, rowId } from '../../platform/http/http-error';
import type { HandlersFor } from '../../platform/http/handler';
import { balanceOf, findFlat, readSettings } from './book';
import { linksOn, toInvoices } from './invoice-views';
import { ledgerOf } from './ledger';
import { loadPayments } from './payment-views';
import { receiptPdf } from './receipt-pdf';

export const duesAccountHandlers: HandlersFor<'getMyDues' | 'getFlatLedger' | 'getReceipt'> = {
  async getMyDues({ app, user }) {
    const apartment = user.apartment_number;
    const rows = await app.db
      .selectFrom('invoices')
      .selectAll()
      .where('apartment', '=', apartment)
      .orderBy('period', 'desc')
      .orderBy('id', 'desc')
      .execute();
    // A flat that was billed is one; only one never billed needs the register asked.
    if (rows.length === 0 && !(await findFlat(app.db, apartment))) {
      throw new HttpError(404, messages.noFlat);
    }
    const settings = await readSettings(app.db);
    const invoices = await toInvoices(app.db, rows, settings, linksOn(app));
    const open = invoices
      .filter((invoice) => invoice.status === 'published' || invoice.status === 'partly_paid')
      .map((invoice) => ({ invoice, open: invoice.charges_paise - invoice.paid_paise }))
      .filter(({ open: left }) => left > 0);
    const earliest = [...open].sort((a, b) =>
      a.invoice.due_date.localeCompare(b.invoice.due_date),
    )[0];
    return {
      apartment,
      balance_paise: await balanceOf(app.db, apartment),
      next_due: earliest
        ? {
            due_date: earliest.invoice.due_date,
            amount_paise: open.reduce((sum, item) => sum + item.open, 0),
          }
        : null,
      invoices,
      payments: await loadPayments(app.db, (query) =>
        query.where('payments.apartment', '=', apartment),
      ),
      payee: settings.upi_vpa === '' ? null : { vpa: settings.upi_vpa, name: settings.payee_name },
    };
  },

  async getFlatLedger({ app, params }) {
    const rows = await ledgerOf(app.db, params.apartment);
    return rows.map((row) => ({
      ...row,
      id: String(row.id),
      at: row.at.toISOString(),
      reverses: row.reverses_id === null ? null : String(row.reverses_id),
    }));
  },

  async getReceipt({ app, params, user }) {
    const id = rowId(params.id, messages.receiptNotFound);
    const [payment] = await loadPayments(app.db, (query) => query.where('payments.id', '=', id));
    if (!payment || payment.status !== 'confirmed' || !payment.receipt_number) {
      throw new HttpError(404, messages.receiptNotFound);
    }
    if (user.role !== 'rwa' && payment.apartment !== user.apartment_number) {
      throw new HttpError(403, messages.forbidden);
    }
    const checked = await app.db
      .selectFrom('payments')
      .select('checked_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const periods = await app.db
      .selectFrom('invoices')
      .select(['number', 'period', 'billing_cycle'])
      .where(
        'number',
        'in',
        payment.settled.length ? payment.settled.map((item) => item.invoice_number) : [''],
      )
      .execute();
    const periodOf = new Map(
      periods.map((row) => [row.number, periodName(row.period, row.billing_cycle)]),
    );
    const bytes = await receiptPdf({
      number: payment.receipt_number,
      apartment: payment.apartment,
      payer: payment.payer_name,
      paidOn: payment.paid_on,
      confirmedOn: inIndia(checked.checked_at ?? new Date(payment.created_at)).date,
      amountPaise: payment.amount_paise,
      mode: payment.mode,
      reference: payment.reference,
      settled: payment.settled.map((item) => ({
        invoice: item.invoice_number,
        period: periodOf.get(item.invoice_number) ?? '',
        amountPaise: item.amount_paise,
      })),
    });
    return {
      body: bytes,
      contentType: 'application/pdf',
      fileName: `receipt-${payment.receipt_number.replace(/\//g, '-')}.pdf`,
      disposition: 'inline',
      cacheControl: 'private, no-cache',
    };
  },
};
