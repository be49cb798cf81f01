/**
 * Chasing and accounting through the API (issue 33): the flats with dues and their CSV,
 * reminders to a selection, a period's summary and its CSV, and one flat's ledger as CSV. Each
 * CSV carries amounts in paise and, beside them, in rupees as a spreadsheet or Tally reads them.
 */
import type { Defaulter } from '../../../contract/dues/collection';
import { decimalRupees } from '../../../contract/dues/money';
import { inIndia } from '../../../contract/platform/india-time';
import { csvFile, toCsv } from '../../platform/csv-writer';
import type { HandlersFor } from '../../platform/http/handler';
import { counted } from '../../../contract/platform/counted';
import { listDefaulters } from './defaulters';
import { ledgerOf } from './ledger';
import { sendReminders } from './reminders';
import { periodInvoices, summarizePeriod } from './summary';

type Row<C extends string> = Record<C, unknown>;

/** `<name>_paise` and `<name>_rupees` cells of one amount. */
const money = <N extends string>(name: N, paise: number) =>
  ({ [`${name}_paise`]: paise, [`${name}_rupees`]: decimalRupees(paise) }) as Record<
    `${N}_paise` | `${N}_rupees`,
    number | string
  >;
const moneyColumns = <N extends string>(...names: N[]) =>
  names.flatMap((name) => [`${name}_paise`, `${name}_rupees`] as const);

const defaulterColumns = [
  'apartment',
  'oldest_due_date',
  'days_overdue',
  ...moneyColumns('balance', 'open', 'days_0_30', 'days_31_60', 'days_61_90', 'days_90_plus'),
  'last_reminded_on',
] as const;

const summaryColumns = [
  'apartment',
  'invoice',
  'status',
  'due_date',
  ...moneyColumns('billed', 'collected', 'outstanding'),
] as const;

const ledgerColumns = [
  'date',
  'kind',
  'invoice',
  'receipt',
  ...moneyColumns('debit', 'credit', 'balance'),
  'note',
] as const;

export const duesCollectionHandlers: HandlersFor<
  | 'getDefaulters'
  | 'exportDefaulters'
  | 'sendDuesReminders'
  | 'getDuesSummary'
  | 'exportDuesSummary'
  | 'exportFlatLedger'
> = {
  getDefaulters: ({ app }) => listDefaulters(app.db, inIndia(app.now()).date),

  async exportDefaulters({ app }) {
    const today = inIndia(app.now()).date;
    const { flats, totals } = await listDefaulters(app.db, today);
    const amounts = (each: Pick<Defaulter, 'balance_paise' | 'open_paise' | 'buckets'>) => ({
      ...money('balance', each.balance_paise),
      ...money('open', each.open_paise),
      ...money('days_0_30', each.buckets.days_0_30),
      ...money('days_31_60', each.buckets.days_31_60),
      ...money('days_61_90', each.buckets.days_61_90),
      ...money('days_90_plus', each.buckets.days_90_plus),
    });
    const rows: Row<(typeof defaulterColumns)[number]>[] = flats.map((flat) => ({
      apartment: flat.apartment,
      oldest_due_date: flat.oldest_due_date,
      days_overdue: flat.days_overdue,
      ...amounts(flat),
      last_reminded_on: flat.last_reminded_at && inIndia(new Date(flat.last_reminded_at)).date,
    }));
    rows.push({
      apartment: `Total (${counted(totals.flats, 'flat')})`,
      oldest_due_date: '',
      days_overdue: '',
      ...amounts(totals),
      last_reminded_on: '',
    });
    return csvFile(toCsv(defaulterColumns, rows), `dues-defaulters-${today}.csv`);
  },

  sendDuesReminders: ({ app, body, user, transaction, audit }) =>
    transaction(async (tx) => {
      const done = await sendReminders(tx, body.apartments, user.phone_number, app.now());
      audit({
        targetId: counted(done.sent.length, 'flat'),
        summary:
          `Reminded ${done.sent.map((each) => each.apartment).join(', ') || 'no flat'}` +
          done.skipped.map((each) => `; not ${each.apartment}: ${each.reason}`).join(''),
      });
      return done;
    }),

  async getDuesSummary({ app, query }) {
    return summarizePeriod(query.period, await periodInvoices(app.db, query.period));
  },

  async exportDuesSummary({ app, query }) {
    const invoices = await periodInvoices(app.db, query.period);
    const total = summarizePeriod(query.period, invoices);
    const rows: Row<(typeof summaryColumns)[number]>[] = invoices.map((invoice) => ({
      apartment: invoice.apartment,
      invoice: invoice.number,
      status: invoice.status,
      due_date: invoice.due_date,
      ...money('billed', invoice.status === 'cancelled' ? 0 : invoice.billed_paise),
      ...money('collected', invoice.collected_paise),
      ...money(
        'outstanding',
        invoice.status === 'cancelled' ? 0 : invoice.billed_paise - invoice.collected_paise,
      ),
    }));
    rows.push({
      apartment: `Total (${counted(total.flats_billed, 'flat')})`,
      invoice: '',
      status: '',
      due_date: '',
      ...money('billed', total.billed_paise),
      ...money('collected', total.collected_paise),
      ...money('outstanding', total.outstanding_paise),
    });
    return csvFile(toCsv(summaryColumns, rows), `dues-summary-${query.period}.csv`);
  },

  async exportFlatLedger({ app, params }) {
    const lines = await ledgerOf(app.db, params.apartment);
    const rows = lines.map((line) => ({
      date: inIndia(line.at).date,
      kind: line.kind,
      invoice: line.invoice_number,
      receipt: line.receipt_number,
      ...money('debit', Math.max(line.amount_paise, 0)),
      ...money('credit', Math.max(-line.amount_paise, 0)),
      ...money('balance', line.balance_paise),
      note: line.note,
    }));
    const today = inIndia(app.now()).date;
    return csvFile(toCsv(ledgerColumns, rows), `ledger-${params.apartment}-${today}.csv`);
  },
};
