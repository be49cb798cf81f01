/**
 * Shared setup for the dues tests (issue 33): an app on a fresh copy of the seeded database
 * (the RWA secretary; Arjun of A101, Priya of B202, Rahul of C303, signed in), and the calls the
 * RWA and a resident make — settings, charge heads, areas, generating a period, "I have paid",
 * confirming, the desk — plus the ledger's sum read straight from the database.
 */
import type { LightMyRequestResponse } from 'fastify';
import { parse } from 'csv-parse/sync';
import { sql } from 'kysely';
import type {
  ChargeHeadInput,
  DuesSettings,
  GenerationResult,
  Invoice,
} from '../../contract/dues/billing';
import type { DeskPayment, MyDues, Payment, PaymentNotice } from '../../contract/dues/payments';
import { inIndia } from '../../contract/platform/india-time';
import { bearer, build, tokenFor } from './helper';
import type { BuildOptions, TestApp } from './helper';

export interface DuesApp extends TestApp {
  rwa: string;
  /** A101 */
  arjun: string;
  /** B202 */
  priya: string;
  /** C303 */
  rahul: string;
}

export const DAY = 86_400_000;

export async function buildDues(options: BuildOptions = {}): Promise<DuesApp> {
  const t = await build(options);
  const [rwa, arjun, priya, rahul] = await Promise.all(
    ['9000000001', '9000000002', '9000000003', '9000000004'].map((phone) => tokenFor(t, phone)),
  );
  return { ...t, rwa: rwa ?? '', arjun: arjun ?? '', priya: priya ?? '', rahul: rahul ?? '' };
}

/** Moves the clock on by whole days, with new sessions (a token lives 30 days). */
export async function advanceDays(t: DuesApp, days: number): Promise<void> {
  t.clock.advance(days * DAY);
  const [rwa, arjun, priya, rahul] = await Promise.all(
    ['9000000001', '9000000002', '9000000003', '9000000004'].map((phone) => tokenFor(t, phone)),
  );
  Object.assign(t, { rwa, arjun, priya, rahul });
}

export const baseSettings: DuesSettings = {
  upi_vpa: 'gatehouse@okaxis',
  payee_name: 'Gatehouse RWA',
  billing_cycle: 'monthly',
  due_day: 10,
  late_fee_kind: 'none',
  late_fee_yearly_bp: 0,
  late_fee_fixed_paise: 0,
  late_fee_grace_days: 0,
  booking_block_days: 0,
};

export function expectOk(response: LightMyRequestResponse): LightMyRequestResponse {
  if (response.statusCode >= 300) throw new Error(`${response.statusCode}: ${response.body}`);
  return response;
}

export const detailOf = (response: LightMyRequestResponse) =>
  response.json<{ detail: string }>().detail;

export function duesCalls(t: DuesApp) {
  const call = (
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    token: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url: `/api/dues/${path}`,
      headers: { ...bearer(token), ...headers },
      ...(payload ? { payload } : {}),
    });

  const today = () => inIndia(t.clock.now()).date;

  const settings = async (change: Partial<DuesSettings> = {}) =>
    expectOk(
      await call('PUT', 'settings', t.rwa, { ...baseSettings, ...change }),
    ).json<DuesSettings>();

  const addHead = async (head: Partial<ChargeHeadInput> & { name: string }) =>
    expectOk(
      await call('POST', 'charge-heads', t.rwa, {
        basis: 'per_flat',
        rate_paise: 50_000,
        gst_bp: 0,
        active_from: '2030-01',
        ...head,
      }),
    ).json<{ id: string }>();

  const setArea = async (apartment: string, area: number) =>
    expectOk(await call('PUT', `flats/${apartment}`, t.rwa, { area_sqft: area }));

  const generate = (period: string, change: { due_date?: string; preview?: boolean } = {}) =>
    call('POST', 'invoices/generate', t.rwa, {
      period,
      due_date: change.due_date ?? `${period}-10`,
      preview: change.preview ?? false,
    });
  const published = async (period: string, due_date?: string) =>
    expectOk(await generate(period, due_date ? { due_date } : {})).json<GenerationResult>();

  /** The RWA's settings, ₹500.00 a flat a month from `from`, and `periods` published. */
  const billed = async (periods: string[], from = '2030-01') => {
    await settings();
    await addHead({ name: 'Maintenance', rate_paise: 50_000, active_from: from });
    for (const period of periods) await published(period);
  };

  const invoices = async (query = '') =>
    expectOk(await call('GET', `invoices${query}`, t.rwa)).json<Invoice[]>();
  const invoiceOf = async (apartment: string, period: string): Promise<Invoice> => {
    const [found] = await invoices(`?apartment=${apartment}&period=${period}`);
    if (!found) throw new Error(`no invoice of ${apartment} for ${period}`);
    return found;
  };

  const notice = (token: string, body: Partial<PaymentNotice>, key?: string) =>
    call(
      'POST',
      'payment-notices',
      token,
      { amount_paise: 1000, paid_on: today(), mode: 'upi', ...body },
      key ? { 'idempotency-key': key } : {},
    );
  let utr = 100_000_000_000;
  /** A UTR never used before in this file. */
  const nextUtr = () => String((utr += 1));
  const noticed = async (token: string, body: Partial<PaymentNotice>) =>
    expectOk(await notice(token, { reference: nextUtr(), ...body })).json<Payment>();

  const confirm = (id: string) => call('POST', `payments/${id}/confirm`, t.rwa);
  const reject = (id: string, reason: string) =>
    call('POST', `payments/${id}/reject`, t.rwa, { reason });
  const desk = (body: Partial<DeskPayment>) =>
    call('POST', 'payments', t.rwa, {
      amount_paise: 1000,
      paid_on: today(),
      mode: 'cash',
      reference: '',
      payer_name: 'Paid at the desk',
      ...body,
    });
  /** A cash payment at the desk, confirmed at once. */
  const paidAtDesk = async (apartment: string, amount: number) =>
    expectOk(await desk({ apartment, amount_paise: amount })).json<Payment>();
  const cancel = (id: string, reason = 'Billed by mistake') =>
    call('POST', `invoices/${id}/cancel`, t.rwa, { reason });
  const my = async (token: string) => expectOk(await call('GET', 'my', token)).json<MyDues>();
  const reverse = (id: string, reason = 'The cheque bounced') =>
    call('POST', `payments/${id}/reverse`, t.rwa, { reason });
  /** A bank statement's CSV, read by the columns saved for `bank` (or the default headers). */
  const statement = (csv: string, bank?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/dues/bank-statements${bank ? `?bank=${encodeURIComponent(bank)}` : ''}`,
      headers: { ...bearer(t.rwa), 'content-type': 'text/csv' },
      payload: csv,
    });

  /** The flat's balance straight from the ledger. */
  const ledgerSum = async (apartment: string): Promise<number> => {
    const { rows } = await sql<{ sum: number }>`
      SELECT coalesce(sum(amount_paise), 0)::bigint AS sum FROM ledger_entries
      WHERE apartment = ${apartment}`.execute(t.db);
    return rows[0]?.sum ?? 0;
  };

  return {
    call,
    today,
    settings,
    addHead,
    setArea,
    generate,
    published,
    billed,
    invoices,
    invoiceOf,
    notice,
    nextUtr,
    noticed,
    confirm,
    reject,
    desk,
    paidAtDesk,
    cancel,
    my,
    reverse,
    statement,
    ledgerSum,
  };
}

export type DuesCalls = ReturnType<typeof duesCalls>;

/** A CSV download's rows by header (its BOM and CRLFs read as a spreadsheet would). */
export const csvRows = (response: LightMyRequestResponse): Record<string, string>[] =>
  parse(response.body, { bom: true, columns: true }) as Record<string, string>[];
