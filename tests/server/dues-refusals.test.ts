/**
 * What dues refuse (issue 33 "Bad input"), each with a sentence and nothing stored: amounts that
 * are negative, zero or part of a paisa; a reference of the wrong shape for its mode; a payment
 * date in the future or before the invoice was published; another flat's invoice (403) or a
 * cancelled one; a charge head with a negative rate; an area file's bad rows, reported alone.
 * And receipts: a numbered PDF the flat and the RWA can open, and no other flat.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from '../../contract/dues/billing';
import type { Payment } from '../../contract/dues/payments';
import { messages } from '../../contract/messages';
import { readPdfText } from '../../server/platform/files/pdf-text';
import { bearer } from './helper';
import { buildDues, detailOf, duesCalls, expectOk } from './dues-support';
import type { DuesApp, DuesCalls } from './dues-support';

let t: DuesApp;
let s: DuesCalls;
let a101: Invoice;
let c303: Invoice;

beforeAll(async () => {
  t = await buildDues();
  s = duesCalls(t);
  await s.settings();
  await s.addHead({ name: 'Sinking fund', rate_paise: 350_000 });
  await s.published('2030-03');
  a101 = await s.invoiceOf('A101', '2030-03');
  c303 = await s.invoiceOf('C303', '2030-03');
});
afterAll(() => t.close());

/** Every table dues write, as text: what a refused call must leave as it was. */
async function book(): Promise<string> {
  const tables = ['dues_settings', 'dues_flats', 'charge_heads', 'invoices', 'payments'];
  const more = ['invoice_lines', 'payment_allocations', 'ledger_entries', 'dues_counters'];
  const parts = [];
  for (const table of [...tables, ...more]) {
    const { rows } = await sql<{ rows: string }>`
      SELECT coalesce(string_agg(x::text, E'\n' ORDER BY x::text), '') AS rows
      FROM ${sql.table(table)} x`.execute(t.db);
    parts.push(rows[0]?.rows ?? '');
  }
  return parts.join('\n--\n');
}

describe('a refused payment notice stores nothing', () => {
  const notice = (change: object) => ({
    invoice_id: a101.id,
    reference: '987654321012',
    ...change,
  });
  it.each([
    ['a negative amount', { amount_paise: -100 }, 400, messages.amountPositive],
    ['a zero amount', { amount_paise: 0 }, 400, messages.amountPositive],
    ['part of a paisa', { amount_paise: 10.5 }, 400, messages.amountWholePaise],
    ['a UPI reference of 5 digits', { reference: '12345' }, 400, messages.referenceUpiShape],
    [
      'a NEFT reference of 6 letters',
      { mode: 'neft_imps', reference: 'ABC123' },
      400,
      messages.referenceNeftShape,
    ],
    [
      'a cheque number of 2 digits',
      { mode: 'cheque', reference: '12' },
      400,
      messages.referenceChequeShape,
    ],
    ['no reference', { reference: '' }, 400, messages.referenceUpiShape],
    [
      'cash, which is not for a notice',
      { mode: 'cash', reference: '' },
      400,
      messages.paymentModeInvalid,
    ],
    ['a payment date tomorrow', { paid_on: '2030-03-05' }, 400, messages.paidOnFuture],
    [
      'a payment date before the invoice',
      { paid_on: '2030-03-03' },
      400,
      messages.paidOnBeforeInvoice,
    ],
    ["another flat's invoice", { invoice_id: '' }, 403, messages.invoiceNotYours],
    ['an invoice that does not exist', { invoice_id: '987654' }, 404, messages.invoiceNotFound],
  ])('%s', async (_what, change, status, sentence) => {
    const body = notice(change);
    if ('invoice_id' in change && change.invoice_id === '') body.invoice_id = c303.id;
    const before = await book();
    const response = await s.notice(t.arjun, body);
    expect(response.statusCode, response.body).toBe(status);
    expect(detailOf(response)).toContain(sentence);
    expect(await book()).toBe(before);
  });

  it('a cancelled invoice', async () => {
    const b202 = await s.invoiceOf('B202', '2030-03');
    expectOk(await s.cancel(b202.id));
    const before = await book();
    const response = await s.notice(t.priya, { invoice_id: b202.id, reference: '987654321013' });
    expect(response.statusCode).toBe(409);
    expect(detailOf(response)).toBe(messages.invoiceCancelledNoPayment);
    expect(await book()).toBe(before);
  });
});

describe("the RWA's refused writes store nothing", () => {
  it.each([
    [
      'a desk payment in cash with a reference',
      () => s.desk({ apartment: 'A101', reference: '123' }),
      messages.referenceCashNone,
    ],
    [
      'a desk payment for a flat not in the register',
      () => s.desk({ apartment: 'Z999' }),
      messages.flatUnknown('Z999'),
    ],
    [
      'a desk payment dated tomorrow',
      () => s.desk({ apartment: 'A101', paid_on: '2030-03-05' }),
      messages.paidOnFuture,
    ],
    [
      'a charge head with a negative rate',
      () =>
        s.call('POST', 'charge-heads', t.rwa, {
          name: 'Refund',
          basis: 'per_flat',
          rate_paise: -100,
          gst_bp: 0,
          active_from: '2030-01',
        }),
      messages.rateNegative,
    ],
    [
      'a UPI ID that is not one',
      () => s.call('PUT', 'settings', t.rwa, { upi_vpa: 'gatehouse', payee_name: 'x' }),
      messages.upiVpaShape,
    ],
    [
      "an area for a flat that isn't one",
      () => s.call('PUT', 'flats/Z999', t.rwa, { area_sqft: 900 }),
      messages.flatUnknown('Z999'),
    ],
  ])('%s', async (_what, send, sentence) => {
    const before = await book();
    const response = await send();
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(detailOf(response)).toContain(sentence);
    expect(await book()).toBe(before);
  });
});

describe('an areas file', () => {
  it('saves its good rows and reports each bad one with its line', async () => {
    const csv = [
      'apartment_number,area_sqft',
      'A101,1250',
      'B202,-5',
      'Z999,900',
      'c-303,"1,540"',
    ].join('\r\n');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/dues/flat-areas',
      headers: { ...bearer(t.rwa), 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(response.json()).toEqual({
      updated: 2,
      problems: [
        { line: 3, message: messages.areaRange },
        { line: 4, message: messages.flatUnknown('Z999') },
      ],
    });
    const flats = expectOk(await s.call('GET', 'flats', t.rwa)).json<{ area_sqft: unknown }[]>();
    expect(flats.map((flat) => flat.area_sqft)).toEqual([1250, null, 1540]);
  });

  it('refuses a file without its columns whole', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/dues/flat-areas',
      headers: { ...bearer(t.rwa), 'content-type': 'text/csv' },
      payload: 'flat,size\r\nA101,1000',
    });
    expect(response.statusCode).toBe(400);
    expect(detailOf(response)).toBe(messages.flatAreasHeader);
  });
});

describe('receipts', () => {
  let paid: Payment;
  beforeAll(async () => {
    const pending = await s.noticed(t.arjun, {
      invoice_id: a101.id,
      amount_paise: 400_000,
      reference: '111122223333',
    });
    paid = expectOk(await s.confirm(pending.id)).json<Payment>();
  });

  const receipt = (id: string, token: string) => s.call('GET', `receipts/${id}.pdf`, token);

  it("is a PDF of the flat's payment, in figures and words, with what it settled", async () => {
    const response = await receipt(paid.id, t.arjun);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'inline; filename="receipt-GH-R-2029-30-000001.pdf"',
    );
    const bytes = response.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await readPdfText(bytes))
      .flatMap((page) => page.lines.map((line) => line.text))
      .join('\n');
    expect(text).toContain('Gatehouse');
    expect(text).toContain('Receipt GH/R/2029-30/000001');
    expect(text).toContain('A101');
    expect(text).toContain('Arjun Sharma');
    expect(text).toContain('Rs. 4,000.00');
    expect(text).toContain('Rupees Four Thousand Only');
    expect(text).toContain('111122223333');
    expect(text).toContain(`${a101.number}`);
    expect(text).toContain('Rs. 3,500.00');
    expect(text).toContain('Advance, for the next invoices');
  });

  it('opens for the RWA, not for another flat', async () => {
    expect((await receipt(paid.id, t.rwa)).statusCode).toBe(200);
    const other = await receipt(paid.id, t.rahul);
    expect(other.statusCode).toBe(403);
    expect(detailOf(other)).toBe(messages.forbidden);
  });

  it('does not exist until the payment is confirmed', async () => {
    const pending = await s.noticed(t.arjun, { invoice_id: a101.id });
    const response = await receipt(pending.id, t.arjun);
    expect(response.statusCode).toBe(404);
    expect(detailOf(response)).toBe(messages.receiptNotFound);
    expect((await receipt('987654', t.rwa)).statusCode).toBe(404);
    expect((await s.call('GET', 'receipts/x.pdf', t.rwa)).statusCode).toBe(404);
  });
});
