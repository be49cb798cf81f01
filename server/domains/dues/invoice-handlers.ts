/**
 * A period's invoices for the RWA (issue 33): generate them (a preview stores nothing; a
 * publish makes each flat's invoice once), list them by period, status and flat, and cancel
 * one with a reason, which reverses it in the ledger.
 */
import { inIndia } from '../../../contract/platform/india-time';
import { formatRupees } from '../../../contract/dues/money';
import { periodName } from '../../../contract/dues/periods';
import type { HandlersFor } from '../../platform/http/handler';
import { counted } from '../../../contract/platform/counted';
import { lockBook, readSettings } from './book';
import { cancelInvoice } from './cancel';
import { planGeneration, publishPlan } from './generation';
import { queuePaymentLinks } from './payment-links';
import { linksOn, toInvoices } from './invoice-views';

export const duesInvoiceHandlers: HandlersFor<
  'generateDuesInvoices' | 'listInvoices' | 'cancelInvoice'
> = {
  // A preview runs in a transaction too, only so its audit row is written like any other.
  // With a gateway, the period's payment links are queued with the invoices and made after
  // the commit, never holding up the generation (payment-links.ts).
  async generateDuesInvoices({ app, body, transaction, audit }) {
    const withLinks = app.config.paymentGateway !== undefined && !body.preview;
    const answer = await transaction(async (tx) => {
      const now = app.now();
      const today = inIndia(now).date;
      if (!body.preview) await lockBook(tx);
      const settings = await readSettings(tx);
      const plan = await planGeneration(tx, body, settings, today);
      const made = body.preview
        ? plan.result.invoices
        : await publishPlan(tx, plan, body, settings, now, today);
      if (withLinks) await queuePaymentLinks(tx, body.period, now);
      const result = { ...plan.result, invoices: made };
      const name = periodName(body.period, settings.billing_cycle);
      audit({
        targetId: body.period,
        summary:
          `${body.preview ? 'Preview of' : 'Published'} ${name}: ${counted(made, 'invoice')} ` +
          `(${formatRupees(result.total_paise)}), due ${body.due_date}; ` +
          `${counted(result.already_billed, 'flat')} already billed`,
      });
      return result;
    });
    if (withLinks) app.paymentLinks.kick();
    return answer;
  },

  async listInvoices({ app, query }) {
    let rows = app.db.selectFrom('invoices').selectAll();
    if (query.period) rows = rows.where('period', '=', query.period);
    if (query.status) rows = rows.where('status', '=', query.status);
    if (query.apartment) rows = rows.where('apartment', '=', query.apartment);
    const found = await rows.orderBy('period', 'desc').orderBy('apartment').orderBy('id').execute();
    return toInvoices(app.db, found, await readSettings(app.db), linksOn(app));
  },

  cancelInvoice: ({ app, params, body, transaction, audit }) =>
    transaction(async (tx) => {
      const row = await cancelInvoice(tx, params.id, body.reason, app.now());
      audit({
        summary:
          `Cancelled ${row.number} (${row.apartment}, ${periodName(row.period, row.billing_cycle)}, ` +
          `${formatRupees(row.charges_paise)}): ${body.reason}`,
      });
      const [invoice] = await toInvoices(tx, [row], await readSettings(tx), linksOn(app));
      if (!invoice) throw new Error('the cancelled invoice vanished');
      return invoice;
    }),
};
