/**
 * Invoices (issue 33, ADR 004): a period's arithmetic per sq ft, per flat and for listed flats,
 * GST rounded half-up to the paisa, quarters, arrears brought forward, an advance used by the
 * next invoice, cancelling (a reversing entry; refused once something was allocated), and a
 * period generated twice making nothing twice. Each block starts from a fresh estate (A101,
 * B202 and C303 are the flats), with the test clock on 4 March 2030.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenerationResult, Invoice } from '../../contract/dues/billing';
import type { LedgerEntry, Payment } from '../../contract/dues/payments';
import { messages } from '../../contract/messages';
import { readPdfText } from '../../server/platform/files/pdf-text';
import { buildDues, detailOf, duesCalls, expectOk } from './dues-support';
import type { DuesApp, DuesCalls } from './dues-support';

/** A fresh estate for one block: `t` and its calls, closed after the block. */
function freshEstate() {
  const state = {} as { t: DuesApp; s: DuesCalls };
  beforeAll(async () => {
    state.t = await buildDues();
    state.s = duesCalls(state.t);
    await state.s.settings();
  });
  afterAll(() => state.t.close());
  return state;
}

const counts = async (t: DuesApp) => {
  const { rows } = await sql<{ invoices: number; lines: number; ledger: number }>`
    SELECT (SELECT count(*) FROM invoices)::int AS invoices,
      (SELECT count(*) FROM invoice_lines)::int AS lines,
      (SELECT count(*) FROM ledger_entries)::int AS ledger`.execute(t.db);
  return rows[0];
};

const amounts = (invoice: Invoice) => invoice.lines.map((line) => [line.kind, line.amount_paise]);

describe('a period billed per sq ft, per flat and for listed flats', () => {
  const e = freshEstate();
  beforeAll(async () => {
    const { s } = e;
    await s.addHead({ name: 'Maintenance', basis: 'per_sqft', rate_paise: 350 });
    await s.addHead({ name: 'Sinking fund', basis: 'per_flat', rate_paise: 50_000 });
    // 25 paise at 18 % is 4.5 paise: half-up makes it 5 (banker's rounding would say 4).
    await s.addHead({ name: 'Water', basis: 'per_flat', rate_paise: 25, gst_bp: 1800 });
    await s.addHead({
      name: 'Club levy',
      basis: 'fixed_listed',
      rate_paise: 12_345,
      gst_bp: 1800,
      flats: ['C303'],
    });
    await s.setArea('A101', 1250);
    await s.setArea('C303', 1540);
  });

  it('previews the period with its totals and the flat with no area, storing nothing', async () => {
    const before = await counts(e.t);
    const preview = expectOk(await e.s.generate('2030-03', { preview: true })).json();
    expect(preview).toEqual<GenerationResult>({
      period: '2030-03',
      preview: true,
      flats: 3,
      invoices: 3,
      already_billed: 0,
      heads: [
        { name: 'Maintenance', amount_paise: 437_500 + 539_000 },
        { name: 'Sinking fund', amount_paise: 150_000 },
        { name: 'Water', amount_paise: 75 },
        { name: 'Club levy', amount_paise: 12_345 },
        { name: 'GST', amount_paise: 15 + 2222 },
      ],
      total_paise: 487_530 + 50_030 + 603_597,
      odd: [{ apartment: 'B202', problem: messages.flatWithoutArea }],
    });
    expect(await counts(e.t)).toEqual(before);
  });

  it('publishes one invoice per flat, numbered in the financial year, lines as the heads say', async () => {
    const result = await e.s.published('2030-03');
    expect(result).toMatchObject({ preview: false, invoices: 3, already_billed: 0 });
    const a101 = await e.s.invoiceOf('A101', '2030-03');
    expect(a101).toMatchObject({
      number: 'GH/2029-30/000001',
      status: 'published',
      due_date: '2030-03-10',
      charges_paise: 487_530,
      arrears_paise: 0,
      total_due_paise: 487_530,
      paid_paise: 0,
    });
    expect(a101.lines).toEqual([
      { kind: 'charge', label: 'Maintenance (1,250 sq ft × ₹3.50)', amount_paise: 437_500 },
      { kind: 'charge', label: 'Sinking fund', amount_paise: 50_000 },
      { kind: 'charge', label: 'Water', amount_paise: 25 },
      { kind: 'gst', label: 'GST 18% on Water', amount_paise: 5 },
    ]);
    expect(a101.upi_link).toBe(
      'upi://pay?pa=gatehouse%40okaxis&pn=Gatehouse%20RWA&am=4875.30&cu=INR' +
        '&tn=A101%20maintenance%202030-03&tr=GH%2F2029-30%2F000001',
    );
    const b202 = await e.s.invoiceOf('B202', '2030-03');
    expect(b202.number).toBe('GH/2029-30/000002');
    expect(amounts(b202)).toEqual([
      ['charge', 50_000],
      ['charge', 25],
      ['gst', 5],
    ]);
    const c303 = await e.s.invoiceOf('C303', '2030-03');
    expect(c303.charges_paise).toBe(603_597);
    expect(c303.lines.slice(-2)).toEqual([
      { kind: 'charge', label: 'Club levy', amount_paise: 12_345 },
      // 12,345 × 18 % = 2,222.1 paise
      { kind: 'gst', label: 'GST 18% on Club levy', amount_paise: 2222 },
    ]);
    for (const [apartment, owed] of [
      ['A101', 487_530],
      ['B202', 50_030],
      ['C303', 603_597],
    ] as const) {
      expect(await e.s.ledgerSum(apartment)).toBe(owed);
    }
  });

  it('makes nothing the second time a period is generated', async () => {
    const before = await counts(e.t);
    const again = await e.s.published('2030-03');
    expect(again).toMatchObject({ invoices: 0, already_billed: 3, total_paise: 0 });
    expect(await counts(e.t)).toEqual(before);
    expect(await e.s.ledgerSum('A101')).toBe(487_530);
  });

  it('lists the flats with their areas and balances', async () => {
    const flats = expectOk(await e.s.call('GET', 'flats', e.t.rwa)).json();
    expect(flats).toEqual([
      { apartment: 'A101', area_sqft: 1250, balance_paise: 487_530 },
      { apartment: 'B202', area_sqft: null, balance_paise: 50_030 },
      { apartment: 'C303', area_sqft: 1540, balance_paise: 603_597 },
    ]);
  });

  it('cancels an invoice by a reversing entry that names it, once', async () => {
    const b202 = await e.s.invoiceOf('B202', '2030-03');
    const cancelled = expectOk(await e.s.cancel(b202.id, 'Flat was empty')).json<Invoice>();
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      cancelled_reason: 'Flat was empty',
      upi_link: null,
    });
    expect(await e.s.ledgerSum('B202')).toBe(0);
    const ledger = expectOk(await e.s.call('GET', 'ledger/B202', e.t.rwa)).json<LedgerEntry[]>();
    expect(ledger.map((entry) => [entry.kind, entry.amount_paise, entry.balance_paise])).toEqual([
      ['invoice', 50_030, 50_030],
      ['cancellation', -50_030, 0],
    ]);
    expect(ledger[1]?.reverses).toBe(ledger[0]?.id);
    expect(ledger[1]?.invoice_number).toBe(b202.number);

    const again = await e.s.cancel(b202.id);
    expect(again.statusCode).toBe(409);
    expect(detailOf(again)).toBe(messages.invoiceAlreadyCancelled);
  });

  it('refuses to cancel an invoice a payment settled part of (409), changing nothing', async () => {
    const a101 = await e.s.invoiceOf('A101', '2030-03');
    await e.s.paidAtDesk('A101', 1000);
    const before = await counts(e.t);
    const refused = await e.s.cancel(a101.id);
    expect(refused.statusCode).toBe(409);
    expect(detailOf(refused)).toBe(messages.invoiceHasPayments);
    expect(await counts(e.t)).toEqual(before);
    expect((await e.s.invoiceOf('A101', '2030-03')).status).toBe('partly_paid');
  });

  it('answers 404 for an invoice that does not exist', async () => {
    expect((await e.s.cancel('987654')).statusCode).toBe(404);
    expect((await e.s.cancel('99999999999999999999')).statusCode).toBe(404);
  });
});

describe('arrears and an advance', () => {
  const e = freshEstate();
  beforeAll(async () => {
    await e.s.addHead({ name: 'Sinking fund', basis: 'per_flat', rate_paise: 50_000 });
  });

  it('brings the balance forward as arrears, shown and never charged again', async () => {
    await e.s.published('2030-01');
    await e.s.published('2030-02');
    const february = await e.s.invoiceOf('B202', '2030-02');
    expect(february).toMatchObject({
      charges_paise: 50_000,
      arrears_paise: 50_000,
      total_due_paise: 100_000,
    });
    expect(await e.s.ledgerSum('B202')).toBe(100_000);
  });

  it('uses money paid beyond what is owed for the next invoices, oldest first', async () => {
    // A101 owes January and February (100,000) and pays 170,000: 70,000 is an advance.
    const payment = await e.s.paidAtDesk('A101', 170_000);
    expect(payment.settled.map((item) => item.amount_paise)).toEqual([50_000, 50_000]);
    expect(await e.s.ledgerSum('A101')).toBe(-70_000);

    await e.s.published('2030-03');
    const march = await e.s.invoiceOf('A101', '2030-03');
    expect(march).toMatchObject({
      arrears_paise: -70_000,
      total_due_paise: -20_000,
      paid_paise: 50_000,
      status: 'paid',
      upi_link: null,
    });
    await e.s.published('2030-04');
    const april = await e.s.invoiceOf('A101', '2030-04');
    expect(april).toMatchObject({
      arrears_paise: -20_000,
      paid_paise: 20_000,
      status: 'partly_paid',
    });
    // Only what is still open goes in the UPI link: ₹300.00.
    expect(april.upi_link).toContain('&am=300.00&');
    expect(await e.s.ledgerSum('A101')).toBe(30_000);
    const receipts = (await e.s.my(e.t.arjun)).payments[0]?.settled;
    expect(receipts?.map((item) => item.amount_paise)).toEqual([50_000, 50_000, 50_000, 20_000]);
  });
});

describe('quarterly billing', () => {
  const e = freshEstate();
  beforeAll(async () => {
    await e.s.settings({ billing_cycle: 'quarterly' });
    await e.s.addHead({ name: 'Maintenance', basis: 'per_sqft', rate_paise: 350 });
    await e.s.addHead({ name: 'Sinking fund', basis: 'per_flat', rate_paise: 50_000 });
    await e.s.addHead({
      name: 'Festival levy',
      rate_paise: 10_000,
      active_from: '2030-04',
      active_until: '2030-05',
    });
    await e.s.setArea('A101', 1250);
  });

  it('refuses a period that does not start a quarter, storing nothing', async () => {
    const before = await counts(e.t);
    const refused = await e.s.generate('2030-05');
    expect(refused.statusCode).toBe(400);
    expect(detailOf(refused)).toBe(messages.periodNotCycleStart);
    expect(await counts(e.t)).toEqual(before);
  });

  it('refuses a due date before the period, and a period no head is active in', async () => {
    const early = await e.s.generate('2030-04', { due_date: '2030-03-31' });
    expect(detailOf(early)).toBe(messages.dueDateBeforePeriod);
    const none = await e.s.generate('2029-10');
    expect(none.statusCode).toBe(409);
    expect(detailOf(none)).toBe(messages.noChargeHeads);
  });

  it('bills three months, and a head only for the months it is active', async () => {
    await e.s.published('2030-04', '2030-04-15');
    const a101 = await e.s.invoiceOf('A101', '2030-04');
    expect(a101.lines).toEqual([
      {
        kind: 'charge',
        label: 'Maintenance (1,250 sq ft × ₹3.50 × 3 months)',
        amount_paise: 1_312_500,
      },
      { kind: 'charge', label: 'Sinking fund (₹500.00 × 3 months)', amount_paise: 150_000 },
      { kind: 'charge', label: 'Festival levy (₹100.00 × 2 months)', amount_paise: 20_000 },
    ]);
    expect(a101.charges_paise).toBe(1_482_500);
    expect(a101.due_date).toBe('2030-04-15');
  });

  it('carries its cycle: the API, the UPI note and the receipt name the months it bills', async () => {
    const a101 = await e.s.invoiceOf('A101', '2030-04');
    expect(a101).toMatchObject({ period: '2030-04', billing_cycle: 'quarterly' });
    expect(a101.upi_link).toContain('&tn=A101%20maintenance%202030-04%20to%202030-06&');
    const [mine] = (await e.s.my(e.t.arjun)).invoices;
    expect(mine).toMatchObject({ id: a101.id, billing_cycle: 'quarterly' });
    // Monthly again: the quarter's invoice keeps the cycle it was billed in.
    await e.s.settings({ billing_cycle: 'monthly' });
    expect((await e.s.invoiceOf('A101', '2030-04')).billing_cycle).toBe('quarterly');

    const paid = expectOk(
      await e.s.desk({ apartment: 'A101', amount_paise: a101.charges_paise }),
    ).json<Payment>();
    const receipt = await e.s.call('GET', `receipts/${paid.id}.pdf`, e.t.arjun);
    const text = (await readPdfText(receipt.rawPayload))
      .flatMap((page) => page.lines.map((line) => line.text))
      .join('\n');
    expect(text).toContain(a101.number);
    expect(text).toContain('Apr–Jun 2030');
  });
});
