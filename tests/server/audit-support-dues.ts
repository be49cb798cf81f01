/**
 * The dues' audited calls (issue 33), for audit-support.ts: the RWA's settings, charge heads and
 * areas, generating a period, cancelling an invoice, a desk payment and its reversal, checking a
 * notice that Arjun (A101) sent, a bank's columns, a statement imported, its matches confirmed
 * and a row matched by hand, and reminders. Periods, references and flats are new on every call, so each case can be
 * prepared twice.
 */
import type { LightMyRequestResponse } from 'fastify';
import type { Invoice } from '../../contract/dues/billing';
import { decimalRupees } from '../../contract/dues/money';
import type { StatementImport } from '../../contract/dues/statements';
import { inIndia } from '../../contract/platform/india-time';
import { bearer } from './helper';
import type { ContentApp } from './content-support';

type Call = () => Promise<LightMyRequestResponse>;
type Case = () => Promise<Call>;

export interface DuesAuditTools {
  send(
    method: 'POST' | 'PUT',
    url: string,
    payload?: object,
    token?: string,
  ): Promise<LightMyRequestResponse>;
  idOf(response: LightMyRequestResponse, key?: string): string;
  next(): number;
  resident(): Promise<{ apartment: string }>;
}

const head = (name: string) => ({
  name,
  basis: 'per_flat',
  rate_paise: 50_000,
  gst_bp: 0,
  active_from: '2030-01',
});

export function duesAuditCases(t: ContentApp, tools: DuesAuditTools) {
  const { send, idOf, next, resident } = tools;
  const today = () => inIndia(t.clock.now()).date;
  /** A period of its own (from 2040 on), published with a charge head active. */
  const newPeriod = async () => {
    const n = next();
    const period = `${2040 + Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}`;
    idOf(await send('POST', 'dues/charge-heads', head(`Sinking fund ${n}`)));
    const made = await send('POST', 'dues/invoices/generate', {
      period,
      due_date: `${period}-10`,
      preview: false,
    });
    idOf(made);
    return period;
  };
  const invoiceOf = async (apartment: string, period: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/dues/invoices?apartment=${apartment}&period=${period}`,
      headers: bearer(t.rwa),
    });
    const [invoice] = response.json<Invoice[]>();
    if (!invoice) throw new Error(`preparing: no invoice of ${apartment} for ${period}`);
    return invoice;
  };
  const cash = (apartment: string) => ({
    apartment,
    amount_paise: 50_000,
    paid_on: today(),
    mode: 'cash',
    reference: '',
    payer_name: 'Paid at the desk',
  });
  /** A NEFT reference never used before. */
  const reference = () => `AUDITN${String(next()).padStart(10, '0')}`;
  /** A bank statement of one credit, by the default columns. */
  const statement = (credit: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/dues/bank-statements',
      headers: { ...bearer(t.rwa), 'content-type': 'text/csv' },
      payload: `Date,Narration,Reference,Credit\r\n${credit}\r\n`,
    });
  /** Arjun's "I have paid" for his invoice of a new period; answers the payment's id. */
  const notice = async () => {
    const invoice = await invoiceOf('A101', await newPeriod());
    const body = {
      invoice_id: invoice.id,
      amount_paise: 1000,
      paid_on: today(),
      mode: 'upi',
      reference: String(700_000_000_000 + next()),
    };
    return idOf(await send('POST', 'dues/payment-notices', body, t.member));
  };

  const cases = {
    updateDuesSettings: () =>
      Promise.resolve(() =>
        send('PUT', 'dues/settings', {
          upi_vpa: 'gatehouse@okaxis',
          payee_name: `Gatehouse RWA ${next()}`,
          billing_cycle: 'monthly',
          due_day: 10,
          late_fee_kind: 'interest',
          late_fee_yearly_bp: 1800,
          late_fee_fixed_paise: 0,
          late_fee_grace_days: 15,
          booking_block_days: 0,
        }),
      ),
    createChargeHead: () =>
      Promise.resolve(() => send('POST', 'dues/charge-heads', head(`Levy ${next()}`))),
    updateChargeHead: async () => {
      const id = idOf(await send('POST', 'dues/charge-heads', head(`Water ${next()}`)));
      return () => send('PUT', `dues/charge-heads/${id}`, { ...head('Water'), rate_paise: 700 });
    },
    setFlatArea: () =>
      Promise.resolve(() => send('PUT', 'dues/flats/A101', { area_sqft: 1000 + next() })),
    uploadFlatAreas: () =>
      Promise.resolve(() =>
        t.app.inject({
          method: 'POST',
          url: '/api/dues/flat-areas',
          headers: { ...bearer(t.rwa), 'content-type': 'text/csv' },
          payload: `apartment_number,area_sqft\r\nC303,${1500 + next()}\r\n`,
        }),
      ),
    generateDuesInvoices: async () => {
      const period = await newPeriod();
      return () =>
        send('POST', 'dues/invoices/generate', { period, due_date: `${period}-10`, preview: true });
    },
    cancelInvoice: async () => {
      const who = await resident();
      const invoice = await invoiceOf(who.apartment, await newPeriod());
      return () => send('POST', `dues/invoices/${invoice.id}/cancel`, { reason: 'Billed twice' });
    },
    recordDeskPayment: async () => {
      const who = await resident();
      return () =>
        send('POST', 'dues/payments', {
          apartment: who.apartment,
          amount_paise: 50_000,
          paid_on: today(),
          mode: 'cheque',
          reference: String(100_000 + next()).slice(-6),
          payer_name: 'Paid at the desk',
        });
    },
    confirmPayment: async () => {
      const id = await notice();
      return () => send('POST', `dues/payments/${id}/confirm`);
    },
    rejectPayment: async () => {
      const id = await notice();
      return () => send('POST', `dues/payments/${id}/reject`, { reason: 'Not in the statement' });
    },
    reversePayment: async () => {
      const who = await resident();
      const id = idOf(await send('POST', 'dues/payments', cash(who.apartment)));
      return () => send('POST', `dues/payments/${id}/reverse`, { reason: 'Wrong flat' });
    },
    saveBankFormat: () =>
      Promise.resolve(() =>
        send('PUT', `dues/bank-formats/Bank ${next()}`, {
          date: 'Txn Date',
          narration: 'Description',
          reference: 'Ref No',
          credit: 'Deposit',
        }),
      ),
    importBankStatement: () =>
      Promise.resolve(() => statement(`${today()},Audit credit,${reference()},1.00`)),
    confirmStatementMatches: async () => {
      const who = await resident();
      const invoice = await invoiceOf(who.apartment, await newPeriod());
      const credit = `${today()},NEFT ${invoice.number},${reference()},${decimalRupees(invoice.charges_paise)}`;
      const id = idOf(await statement(credit), 'statement_id');
      return () => send('POST', `dues/bank-statements/${id}/confirm-matches`);
    },
    matchStatementRow: async () => {
      const who = await resident();
      const invoice = await invoiceOf(who.apartment, await newPeriod());
      const imported = await statement(`${today()},Unknown payer,${reference()},2.00`);
      const id = idOf(imported, 'statement_id');
      const [row] = imported.json<StatementImport>().unmatched;
      return () =>
        send('POST', `dues/bank-statements/${id}/rows/${row?.id ?? ''}/match`, {
          invoice_id: invoice.id,
        });
    },
    sendDuesReminders: async () => {
      const who = await resident();
      await newPeriod();
      return () => send('POST', 'dues/reminders', { apartments: [who.apartment] });
    },
  } satisfies Record<string, Case>;
  return { cases };
}
