/**
 * What the RWA chases and hands the accountant (issue 33): the flats with dues, aged by each
 * open invoice's due date, with totals and as CSV; a period's collection summary and its CSV;
 * one flat's ledger as CSV, in paise and in rupees. Every flat is billed ₹500.00 a month from
 * November 2029, due on the 10th; the clock is 4 March 2030, so November is 114 days overdue,
 * December 84, January 53, February 22 and March not yet due. A101 paid ₹600.00 (November and
 * part of December), B202 everything, C303 nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Defaulters, DuesSummary } from '../../contract/dues/collection';
import { messages } from '../../contract/messages';
import { buildDues, csvRows, detailOf, duesCalls, expectOk } from './dues-support';
import type { DuesApp, DuesCalls } from './dues-support';

let t: DuesApp;
let s: DuesCalls;
const PERIODS = ['2029-11', '2029-12', '2030-01', '2030-02', '2030-03'];

beforeAll(async () => {
  t = await buildDues();
  s = duesCalls(t);
  await s.billed(PERIODS, '2029-11');
  await s.paidAtDesk('A101', 60_000);
  await s.paidAtDesk('B202', 250_000);
});
afterAll(() => t.close());

const defaulters = async () =>
  expectOk(await s.call('GET', 'defaulters', t.rwa)).json<Defaulters>();
const summary = async (period: string) =>
  expectOk(await s.call('GET', `summary?period=${period}`, t.rwa)).json<DuesSummary>();

describe('the defaulters', () => {
  it('lists every flat that owes, most overdue first, aged by each invoice’s due date', async () => {
    const list = await defaulters();
    expect(list.as_of).toBe('2030-03-04');
    expect(list.flats).toEqual([
      {
        apartment: 'C303',
        balance_paise: 250_000,
        open_paise: 250_000,
        oldest_due_date: '2029-11-10',
        days_overdue: 114,
        buckets: {
          days_0_30: 100_000,
          days_31_60: 50_000,
          days_61_90: 50_000,
          days_90_plus: 50_000,
        },
        last_reminded_at: null,
      },
      {
        apartment: 'A101',
        balance_paise: 190_000,
        open_paise: 190_000,
        oldest_due_date: '2029-12-10',
        days_overdue: 84,
        buckets: { days_0_30: 100_000, days_31_60: 50_000, days_61_90: 40_000, days_90_plus: 0 },
        last_reminded_at: null,
      },
    ]);
    expect(list.totals).toEqual({
      flats: 2,
      balance_paise: 440_000,
      open_paise: 440_000,
      buckets: {
        days_0_30: 200_000,
        days_31_60: 100_000,
        days_61_90: 90_000,
        days_90_plus: 50_000,
      },
    });
  });

  it('downloads them as CSV, amounts in paise and in rupees, with a total', async () => {
    const response = expectOk(await s.call('GET', 'defaulters.csv', t.rwa));
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('dues-defaulters-2030-03-04.csv');
    const rows = csvRows(response);
    expect(rows[0]).toMatchObject({
      apartment: 'C303',
      oldest_due_date: '2029-11-10',
      days_overdue: '114',
      balance_paise: '250000',
      balance_rupees: '2500.00',
      days_90_plus_paise: '50000',
      days_90_plus_rupees: '500.00',
      last_reminded_on: '',
    });
    expect(rows.at(-1)).toMatchObject({
      apartment: 'Total (2 flats)',
      balance_paise: '440000',
      balance_rupees: '4400.00',
      days_61_90_rupees: '900.00',
    });
  });
});

describe('a period’s summary', () => {
  it('says what was billed, collected and is outstanding, and how many flats paid', async () => {
    expect(await summary('2029-12')).toEqual({
      period: '2029-12',
      billed_paise: 150_000,
      collected_paise: 60_000,
      outstanding_paise: 90_000,
      flats_billed: 3,
      flats_paid: 1,
      flats_partly_paid: 1,
      flats_unpaid: 1,
      cancelled: 0,
    });
  });

  it('leaves a cancelled invoice out of what was billed', async () => {
    expectOk(await s.cancel((await s.invoiceOf('C303', '2030-03')).id));
    expect(await summary('2030-03')).toMatchObject({
      billed_paise: 100_000,
      collected_paise: 50_000,
      outstanding_paise: 50_000,
      flats_billed: 2,
      cancelled: 1,
    });
  });

  it('downloads the period’s invoices as CSV with a total', async () => {
    const rows = csvRows(expectOk(await s.call('GET', 'summary.csv?period=2029-12', t.rwa)));
    expect(rows.map((row) => [row.apartment, row.status, row.collected_rupees])).toEqual([
      ['A101', 'partly_paid', '100.00'],
      ['B202', 'paid', '500.00'],
      ['C303', 'published', '0.00'],
      ['Total (3 flats)', '', '600.00'],
    ]);
    expect(rows.at(-1)).toMatchObject({ billed_paise: '150000', outstanding_paise: '90000' });
  });

  it('needs a period', async () => {
    const response = await s.call('GET', 'summary', t.rwa);
    expect(response.statusCode).toBe(400);
    expect(detailOf(response)).toContain('Period is required');
  });
});

describe('a flat’s ledger as CSV', () => {
  it('has each entry with its debit or credit and the running balance', async () => {
    const response = expectOk(await s.call('GET', 'ledger/A101.csv', t.rwa));
    expect(response.headers['content-disposition']).toContain('ledger-A101-2030-03-04.csv');
    const rows = csvRows(response);
    expect(
      rows.map((row) => [row.kind, row.debit_rupees, row.credit_rupees, row.balance_rupees]),
    ).toEqual([
      ['invoice', '500.00', '0.00', '500.00'],
      ['invoice', '500.00', '0.00', '1000.00'],
      ['invoice', '500.00', '0.00', '1500.00'],
      ['invoice', '500.00', '0.00', '2000.00'],
      ['invoice', '500.00', '0.00', '2500.00'],
      ['payment', '0.00', '600.00', '1900.00'],
    ]);
    expect(rows[0]).toMatchObject({ date: '2030-03-04', debit_paise: '50000' });
    expect(rows[0]?.invoice).toMatch(/^GH\/2029-30\/\d{6}$/);
    expect(rows.at(-1)?.receipt).toMatch(/^GH\/R\/2029-30\/\d{6}$/);
  });

  it('is not found for an apartment that is no flat', async () => {
    const response = await s.call('GET', 'ledger/Z999.csv', t.rwa);
    expect(response.statusCode).toBe(404);
    expect(detailOf(response)).toBe(messages.flatUnknown('Z999'));
  });
});
