/**
 * Late fees (issue 33, ADR 004), applied on the next invoice as a line of its own and a ledger
 * entry of its own, never silently: simple interest at a yearly rate on what is still open,
 * counted daily from the end of the grace (or from the day last charged up to), rounded half-up
 * to the paisa; or a fixed fee once per invoice past its grace. What a resident says they paid
 * by the due date is left out while the RWA checks it, and counted as usual if rejected. Each
 * block starts from a fresh estate, the test clock on 4 March 2030.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DuesSettings } from '../../contract/dues/billing';
import type { LedgerEntry, Payment } from '../../contract/dues/payments';
import { advanceDays, buildDues, duesCalls, expectOk } from './dues-support';
import type { DuesApp, DuesCalls } from './dues-support';

const INTEREST = {
  late_fee_kind: 'interest',
  late_fee_yearly_bp: 1800,
  late_fee_grace_days: 15,
} as const satisfies Partial<DuesSettings>;
const FIXED = {
  late_fee_kind: 'fixed',
  late_fee_fixed_paise: 10_000,
  late_fee_grace_days: 5,
} as const satisfies Partial<DuesSettings>;

/** A fresh estate with the late-fee `rule`, ₹1,000.00 a flat a month, March 2030 published. */
function billedEstate(rule: Partial<DuesSettings>) {
  const state = {} as { t: DuesApp; s: DuesCalls };
  beforeAll(async () => {
    state.t = await buildDues();
    state.s = duesCalls(state.t);
    await state.s.settings(rule);
    await state.s.addHead({ name: 'Sinking fund', rate_paise: 100_000 });
    await state.s.published('2030-03');
  });
  afterAll(() => state.t.close());
  return state;
}

describe('interest at a yearly rate, counted daily after the grace', () => {
  const e = billedEstate(INTEREST);
  beforeAll(async () => {
    // A101 pays part: ₹600.00 stays open.
    await e.s.paidAtDesk('A101', 40_000);
  });

  it('charges the days since the grace ended on what is still open', async () => {
    await advanceDays(e.t, 31); // 4 April: 10 days past 10 March + 15 days
    await e.s.published('2030-04');
    const a101 = await e.s.invoiceOf('A101', '2030-04');
    // 60,000 × 18 % × 10 / 365 = 295.89 paise
    expect(a101.lines).toEqual([
      { kind: 'charge', label: 'Sinking fund', amount_paise: 100_000 },
      {
        kind: 'late_fee',
        label: 'Late fee: interest at 18% a year (GH/2029-30/000001: ₹600.00 for 10 days)',
        amount_paise: 296,
      },
    ]);
    expect(a101).toMatchObject({ charges_paise: 100_296, arrears_paise: 60_000 });
    // 100,000 × 18 % × 10 / 365 = 493.15 paise
    expect((await e.s.invoiceOf('B202', '2030-04')).charges_paise).toBe(100_493);

    const ledger = expectOk(await e.s.call('GET', 'ledger/A101', e.t.rwa)).json<LedgerEntry[]>();
    expect(ledger.map((entry) => [entry.kind, entry.amount_paise])).toEqual([
      ['invoice', 100_000],
      ['payment', -40_000],
      ['invoice', 100_000],
      ['late_fee', 296],
    ]);
    expect(await e.s.ledgerSum('A101')).toBe(160_296);
  });

  it('counts each day once: from where the last fee stopped, and not for a flat paid up', async () => {
    await e.s.paidAtDesk('C303', 200_493);
    await advanceDays(e.t, 30); // 4 May
    await e.s.published('2030-05');
    const b202 = await e.s.invoiceOf('B202', '2030-05');
    // March: 100,000 for 30 days (since 4 April); April: 100,493 for 9 days (since 25 April).
    // 18 % × (3,000,000 + 904,437) / 365 = 1,925.48 paise
    expect(b202.lines.at(-1)).toEqual({
      kind: 'late_fee',
      label:
        'Late fee: interest at 18% a year (GH/2029-30/000002: ₹1,000.00 for 30 days, ' +
        'GH/2030-31/000002: ₹1,004.93 for 9 days)',
      amount_paise: 1925,
    });
    const c303 = await e.s.invoiceOf('C303', '2030-05');
    expect(c303.lines.map((line) => line.kind)).toEqual(['charge']);
  });
});

describe('a fixed fee once per invoice past its grace', () => {
  const e = billedEstate(FIXED);

  it('charges nothing within the grace', async () => {
    await advanceDays(e.t, 10); // 14 March: the grace of the 10 March due date ends on the 15th
    await e.s.published('2030-04');
    const april = await e.s.invoiceOf('A101', '2030-04');
    expect(april.lines.map((line) => line.kind)).toEqual(['charge']);
  });

  it('charges each overdue invoice once', async () => {
    await advanceDays(e.t, 37); // 20 April: March and April are both past their grace
    await e.s.published('2030-05');
    const may = await e.s.invoiceOf('A101', '2030-05');
    expect(may.lines.at(-1)).toEqual({
      kind: 'late_fee',
      label: 'Late fee: ₹100.00 for each invoice overdue (GH/2029-30/000001, GH/2030-31/000001)',
      amount_paise: 20_000,
    });
    await advanceDays(e.t, 30); // 20 May: only May is newly overdue
    await e.s.published('2030-06');
    const june = await e.s.invoiceOf('A101', '2030-06');
    expect(june.lines.at(-1)).toMatchObject({ kind: 'late_fee', amount_paise: 10_000 });
    expect(await e.s.ledgerSum('A101')).toBe(4 * 100_000 + 30_000);
  });
});

describe('interest while an "I have paid" is being checked', () => {
  const e = billedEstate(INTEREST);
  const notices: Record<string, Payment> = {};
  const lastLine = async (apartment: string, period: string) =>
    (await e.s.invoiceOf(apartment, period)).lines.at(-1);
  beforeAll(async () => {
    // Before the 10 March due date: A101 and C303 say they paid all, B202 ₹600.00 of ₹1,000.00.
    for (const [flat, token, amount] of [
      ['A101', e.t.arjun, 100_000],
      ['B202', e.t.priya, 60_000],
      ['C303', e.t.rahul, 100_000],
    ] as const) {
      const invoice = await e.s.invoiceOf(flat, '2030-03');
      notices[flat] = await e.s.noticed(token, { invoice_id: invoice.id, amount_paise: amount });
    }
  });

  it('leaves what is being checked out of the base, and says so on the line', async () => {
    await advanceDays(e.t, 31); // 4 April: 10 days past 10 March + 15 days
    await e.s.published('2030-04');
    // Nothing else is overdue: no fee at all while the whole amount is being checked.
    expect((await e.s.invoiceOf('A101', '2030-04')).lines.map((line) => line.kind)).toEqual([
      'charge',
    ]);
    expect((await e.s.invoiceOf('C303', '2030-04')).lines.map((line) => line.kind)).toEqual([
      'charge',
    ]);
    // 40,000 × 18 % × 10 / 365 = 197.26 paise
    expect(await lastLine('B202', '2030-04')).toEqual({
      kind: 'late_fee',
      label:
        'Late fee: interest at 18% a year (GH/2029-30/000002: ₹400.00 for 10 days ' +
        '(₹600.00 being checked, not counted))',
      amount_paise: 197,
    });
  });

  it('counts a rejected notice from the due date as usual on the next fee, once; a confirmed one never', async () => {
    expectOk(await e.s.reject(notices.A101?.id ?? '', 'Not in the bank'));
    expectOk(await e.s.reject(notices.B202?.id ?? '', 'Not in the bank'));
    expectOk(await e.s.confirm(notices.C303?.id ?? ''));
    await advanceDays(e.t, 30); // 4 May
    await e.s.published('2030-05');

    // A101 was never charged: March for the 40 days since 25 March, April for 9.
    // 100,000 × 18 % × (40 + 9) / 365 = 2,416.44 paise
    expect(await lastLine('A101', '2030-05')).toEqual({
      kind: 'late_fee',
      label:
        'Late fee: interest at 18% a year (GH/2029-30/000001: ₹1,000.00 for 40 days, ' +
        'GH/2030-31/000001: ₹1,000.00 for 9 days)',
      amount_paise: 2416,
    });
    // B202: March's whole ₹1,000.00 since 4 April, the ₹600.00 left out from 25 March to
    // 4 April, and April's ₹1,001.97 for 9 days — March's days counted once, all told.
    // 18 % × (100,000 × 30 + 60,000 × 10 + 100,197 × 9) / 365 = 2,220.05 paise
    expect(await lastLine('B202', '2030-05')).toEqual({
      kind: 'late_fee',
      label:
        'Late fee: interest at 18% a year (GH/2029-30/000002: ₹1,000.00 for 30 days, ' +
        'GH/2030-31/000002: ₹1,001.97 for 9 days, ' +
        'GH/2029-30/000002: ₹600.00 for 10 days while its payment was being checked)',
      amount_paise: 2220,
    });
    // C303 paid March on time: only April, 100,000 × 18 % × 9 / 365 = 443.84 paise.
    expect(await lastLine('C303', '2030-05')).toMatchObject({ amount_paise: 444 });

    await advanceDays(e.t, 31); // 4 June: B202's left-out days are not counted again
    await e.s.published('2030-06');
    expect((await lastLine('B202', '2030-06'))?.label).not.toContain('being checked');
  });
});

describe('a fixed fee while an "I have paid" is being checked', () => {
  const e = billedEstate(FIXED);

  it('spares an invoice all of which is being checked; charges it once the notice is rejected', async () => {
    const march = await e.s.invoiceOf('A101', '2030-03');
    const notice = await e.s.noticed(e.t.arjun, { invoice_id: march.id, amount_paise: 100_000 });
    const partly = await e.s.invoiceOf('B202', '2030-03');
    await e.s.noticed(e.t.priya, { invoice_id: partly.id, amount_paise: 50_000 });
    await advanceDays(e.t, 31); // 4 April
    // C303 says it paid too, but on 4 April, after the due date: that changes nothing.
    const late = await e.s.invoiceOf('C303', '2030-03');
    await e.s.noticed(e.t.rahul, { invoice_id: late.id, amount_paise: 100_000 });
    await e.s.published('2030-04');
    const kinds = async (flat: string, period: string) =>
      (await e.s.invoiceOf(flat, period)).lines.map((line) => [line.kind, line.amount_paise]);
    expect(await kinds('A101', '2030-04')).toEqual([['charge', 100_000]]);
    expect(await kinds('B202', '2030-04')).toEqual([
      ['charge', 100_000],
      ['late_fee', 10_000],
    ]);
    expect(await kinds('C303', '2030-04')).toEqual([
      ['charge', 100_000],
      ['late_fee', 10_000],
    ]);

    expectOk(await e.s.reject(notice.id, 'Not in the bank'));
    await advanceDays(e.t, 1);
    await e.s.published('2030-05');
    expect((await e.s.invoiceOf('A101', '2030-05')).lines.at(-1)).toEqual({
      kind: 'late_fee',
      label: `Late fee: ₹100.00 for each invoice overdue (${march.number})`,
      amount_paise: 10_000,
    });
  });
});
