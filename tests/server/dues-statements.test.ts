/**
 * Reconciling with the bank (issue 33): a statement's credits match a pending "I have paid" by
 * reference and an open invoice by its number and amount; bad rows are reported alone; the
 * matches are confirmed in one act, once; the same statement imported again matches nothing
 * again; an unmatched credit is matched by hand; a bank's own columns are read once mapped.
 * Every flat owes February and March 2030 (₹500.00 each); the clock is 4 March 2030.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from '../../contract/dues/billing';
import type { Payment } from '../../contract/dues/payments';
import type { BankStatement, StatementImport, StatementRow } from '../../contract/dues/statements';
import { messages } from '../../contract/messages';
import { buildDues, detailOf, duesCalls, expectOk } from './dues-support';
import type { DuesApp, DuesCalls } from './dues-support';

let t: DuesApp;
let s: DuesCalls;
const feb: Record<string, Invoice> = {};
const mar: Record<string, Invoice> = {};
let notice: Payment;
let first: StatementImport;
let csv: string;

const HEADER = 'Date,Narration,Reference,Credit,Debit';
const imported = async (text: string, bank?: string) =>
  expectOk(await s.statement(text, bank)).json<StatementImport>();
const lineOf = (rows: StatementRow[], line: number) => {
  const row = rows.find((each) => each.line === line);
  if (!row) throw new Error(`no row of line ${line}`);
  return row;
};
const paymentsOf = async (apartment: string) =>
  expectOk(await s.call('GET', 'payments', t.rwa))
    .json<Payment[]>()
    .filter((payment) => payment.apartment === apartment);

beforeAll(async () => {
  t = await buildDues();
  s = duesCalls(t);
  await s.billed(['2030-02', '2030-03']);
  for (const flat of ['A101', 'B202', 'C303']) {
    feb[flat] = await s.invoiceOf(flat, '2030-02');
    mar[flat] = await s.invoiceOf(flat, '2030-03');
  }
  notice = await s.noticed(t.arjun, {
    invoice_id: feb.A101?.id,
    amount_paise: 50_000,
    reference: '634512789012',
  });
  csv = [
    HEADER,
    '02/03/2030,UPI-ARJUN SHARMA-arjun@okicici-634512789012,634512789012,500.00,',
    `03-03-2030,NEFT C303 maintenance ${feb.C303?.number ?? ''},HDFCN52030030312,"500.00",`,
    '2030-03-03,Electricity board,,,"1,200.00"',
    '04/03/2030,Transfer from a stranger,AXISN12345678901,750.00,',
    '31/02/2030,A day that is not,HDFCN52030030399,500.00,',
    '03/03/2030,A paisa too fine,HDFCN52030030398,12.345,',
  ].join('\r\n');
  first = await imported(csv);
});
afterAll(() => t.close());

describe('importing a statement', () => {
  it('matches a credit to a pending "I have paid" by its reference', () => {
    const row = lineOf(first.matched, 2);
    expect(row).toMatchObject({
      state: 'matched',
      match: 'notice',
      apartment: 'A101',
      payment_id: notice.id,
      invoice_number: feb.A101?.number,
      amount_paise: 50_000,
      posted_on: '2030-03-02',
    });
  });

  it('matches a credit to the open invoice its narration names, of the same amount', () => {
    expect(lineOf(first.matched, 3)).toMatchObject({
      state: 'matched',
      match: 'invoice',
      apartment: 'C303',
      invoice_id: feb.C303?.id,
      reference: 'HDFCN52030030312',
      posted_on: '2030-03-03',
    });
  });

  it('lists what matched nothing, skips debits and reports each bad row alone', () => {
    expect(first.rows_read).toBe(6);
    expect(first.debits).toBe(1);
    expect(first.unmatched.map((row) => [row.line, row.amount_paise])).toEqual([[5, 75_000]]);
    expect(first.problems).toEqual([
      { line: 6, message: messages.statementDateInvalid },
      { line: 7, message: messages.statementAmountInvalid },
    ]);
    expect(first.already_seen).toEqual([]);
  });

  it('confirms nothing yet: the notice waits and no payment is made', async () => {
    expect((await paymentsOf('A101')).map((payment) => payment.status)).toEqual([
      'pending_verification',
    ]);
    expect(await paymentsOf('C303')).toEqual([]);
  });
});

describe('confirming the matches', () => {
  let done: { confirmed: number; skipped: unknown[]; statement: BankStatement };
  beforeAll(async () => {
    const response = await s.call(
      'POST',
      `bank-statements/${first.statement_id ?? ''}/confirm-matches`,
      t.rwa,
    );
    done = expectOk(response).json();
  });

  it('confirms the notice and records the invoice’s payment, each with a receipt', async () => {
    expect(done.confirmed).toBe(2);
    expect(done.skipped).toEqual([]);
    const [arjun] = await paymentsOf('A101');
    expect(arjun).toMatchObject({ id: notice.id, status: 'confirmed' });
    expect(arjun?.receipt_number).toMatch(/^GH\/R\/2029-30\/\d{6}$/);
    const [rahul] = await paymentsOf('C303');
    expect(rahul).toMatchObject({
      status: 'confirmed',
      mode: 'neft_imps',
      reference: 'HDFCN52030030312',
      paid_on: '2030-03-03',
      amount_paise: 50_000,
      invoice_number: feb.C303?.number,
      settled: [{ invoice_number: feb.C303?.number, amount_paise: 50_000 }],
    });
    expect(await s.ledgerSum('C303')).toBe(50_000);
    expect((await s.invoiceOf('C303', '2030-02')).status).toBe('paid');
    expect(lineOf(done.statement.rows, 3)).toMatchObject({
      state: 'confirmed',
      payment_id: rahul?.id,
    });
  });

  it('tells each household its payment is confirmed', async () => {
    const titles = await t.db
      .selectFrom('notifications')
      .select('title')
      .where('user_phone', 'in', ['9000000002', '9000000004'])
      .where('kind', '=', 'payment_confirmed')
      .execute();
    expect(titles).toHaveLength(2);
  });

  it('confirms nothing twice', async () => {
    const before = await t.db.selectFrom('payments').select('id').execute();
    const again = await s.call(
      'POST',
      `bank-statements/${first.statement_id ?? ''}/confirm-matches`,
      t.rwa,
    );
    expect(expectOk(again).json<{ confirmed: number }>().confirmed).toBe(0);
    expect(await t.db.selectFrom('payments').select('id').execute()).toEqual(before);
  });
});

describe('the same credits again', () => {
  it('imports the same statement as nothing new, naming the rows already seen', async () => {
    const rows = await t.db.selectFrom('bank_statement_rows').select('id').execute();
    const again = await imported(csv);
    expect(again).toMatchObject({
      statement_id: first.statement_id,
      matched: [],
      unmatched: [],
      already_seen: [2, 3, 5].map((line) => ({ line, statement_id: first.statement_id })),
    });
    expect(again.problems).toHaveLength(2);
    expect(await t.db.selectFrom('bank_statement_rows').select('id').execute()).toEqual(rows);
  });

  it('matches only the new credits of a statement that overlaps an earlier one', async () => {
    const next = await imported(
      [
        HEADER,
        '04/03/2030,Transfer from a stranger,AXISN12345678901,750.00,',
        `04/03/2030,IMPS B202 ${mar.B202?.number ?? ''},403012345678,500.00,`,
      ].join('\n'),
    );
    expect(next.statement_id).not.toBe(first.statement_id);
    expect(next.already_seen).toEqual([{ line: 2, statement_id: first.statement_id }]);
    expect(next.matched.map((row) => [row.line, row.match, row.invoice_id])).toEqual([
      [3, 'invoice', mar.B202?.id],
    ]);
  });

  it('says a credit whose reference a confirmed payment holds is already accounted for', async () => {
    const desk = expectOk(
      await s.desk({
        apartment: 'B202',
        amount_paise: 20_000,
        mode: 'neft_imps',
        reference: 'SBIN420300304001',
      }),
    ).json<Payment>();
    const next = await imported(
      [HEADER, '04/03/2030,NEFT from Priya,SBIN420300304001,200.00,'].join('\n'),
    );
    expect(next.matched).toMatchObject([
      { state: 'confirmed', match: 'payment', payment_id: desk.id, apartment: 'B202' },
    ]);
  });

  it('leaves a notice’s reference with another amount to a person, with a note', async () => {
    const utr = s.nextUtr();
    await s.noticed(t.rahul, { invoice_id: mar.C303?.id, amount_paise: 50_000, reference: utr });
    const next = await imported([HEADER, `04/03/2030,UPI from Rahul,${utr},450.00,`].join('\n'));
    expect(next.unmatched).toMatchObject([
      { line: 2, note: messages.matchAmountDiffers('C303', '₹500.00') },
    ]);
  });
});

describe('a hand match', () => {
  it('records and confirms the credit for the invoice chosen', async () => {
    const row = lineOf(first.unmatched, 5);
    const path = `bank-statements/${first.statement_id ?? ''}/rows/${row.id}/match`;
    const matched = expectOk(
      await s.call('POST', path, t.rwa, { invoice_id: feb.B202?.id }),
    ).json<StatementRow>();
    expect(matched).toMatchObject({
      state: 'confirmed',
      match: 'invoice',
      apartment: 'B202',
      invoice_number: feb.B202?.number,
    });
    const payment = (await paymentsOf('B202')).find((each) => each.id === matched.payment_id);
    expect(payment).toMatchObject({ amount_paise: 75_000, reference: 'AXISN12345678901' });

    const again = await s.call('POST', path, t.rwa, { invoice_id: feb.B202?.id });
    expect(again.statusCode).toBe(409);
    expect(detailOf(again)).toBe(messages.statementRowDone);
  });

  it('is refused for a row of another statement', async () => {
    const row = lineOf(first.matched, 2);
    const response = await s.call('POST', `bank-statements/999/rows/${row.id}/match`, t.rwa, {
      invoice_id: feb.B202?.id,
    });
    expect(response.statusCode).toBe(404);
    expect(detailOf(response)).toBe(messages.statementRowNotFound);
  });
});

describe("a bank's own columns", () => {
  const hdfc = ['Txn Date,Description,Chq./Ref.No.,Withdrawal Amt.,Deposit Amt.'];

  it('reads the headers saved for the bank', async () => {
    expectOk(
      await s.call('PUT', 'bank-formats/HDFC', t.rwa, {
        date: 'Txn Date',
        narration: 'Description',
        reference: 'Chq./Ref.No.',
        credit: 'Deposit Amt.',
      }),
    );
    const next = await imported(
      [...hdfc, '04/03/2030,Cash deposit at the branch,000000000001,,"1,000.00"'].join('\n'),
      'HDFC',
    );
    expect(next.unmatched).toMatchObject([{ amount_paise: 100_000, posted_on: '2030-03-04' }]);
    const listed = expectOk(await s.call('GET', 'bank-statements', t.rwa)).json<
      { bank: string }[]
    >();
    expect(listed[0]?.bank).toBe('HDFC');
  });

  it('refuses a bank with no columns saved, and a file without the columns', async () => {
    const unknown = await s.statement(HEADER, 'Canara');
    expect(unknown.statusCode).toBe(404);
    expect(detailOf(unknown)).toBe(messages.bankFormatUnknown('Canara'));
    const missing = await s.statement([...hdfc, '04/03/2030,x,1,,2.00'].join('\n'));
    expect(missing.statusCode).toBe(400);
    expect(detailOf(missing)).toBe(
      messages.statementColumnsMissing('Date, Narration, Reference, Credit'),
    );
  });

  it('stores nothing of a file whose every credit is refused', async () => {
    const before = await t.db.selectFrom('bank_statements').select('id').execute();
    const next = await imported([HEADER, '04/03/2030,Bell \u0007 ringing,X1,5.00,'].join('\n'));
    expect(next.statement_id).toBeNull();
    expect(next.problems).toHaveLength(1);
    expect(await t.db.selectFrom('bank_statements').select('id').execute()).toEqual(before);
  });
});
